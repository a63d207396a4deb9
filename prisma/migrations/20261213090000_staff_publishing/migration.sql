-- Publishing from the back office (docs/decisions/0033-drafts-review-and-publishing.md).
--
-- An editor's change is a draft: the whole row as it should become, kept
-- apart from the live row, so an unfinished edit never shows and never takes
-- a published item down. A publisher reviews it and publishes it, now or at a
-- time; nobody publishes their own draft unless they say why it is urgent,
-- which the audit log keeps. Every function takes the hash of the caller's
-- session cookie and checks the session's roles in the database
-- (staff_member), and the rows it writes name that person: content_actor()
-- reads nassco.actor, which only these functions set, inside their own
-- transaction, after the check.

CREATE TABLE content_draft (
    id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    collection   text        NOT NULL REFERENCES content_collection,
    item_id      text        NOT NULL CHECK (item_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    -- The row as it should become: its own fields and the shared ones a form edits.
    proposed     jsonb       NOT NULL CHECK (jsonb_typeof(proposed) = 'object'),
    state        text        NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'in_review', 'returned', 'published', 'discarded')),
    -- The publisher's note when returning a draft.
    note         text        NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
    created_by   text        NOT NULL,
    updated_by   text        NOT NULL,
    submitted_by text,
    reviewed_by  text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
-- One open draft per item.
CREATE UNIQUE INDEX content_draft_open ON content_draft (collection, item_id) WHERE state IN ('draft', 'in_review', 'returned');
REVOKE ALL ON content_draft FROM PUBLIC;
GRANT SELECT ON content_draft TO nassco_editor;
COMMENT ON TABLE content_draft IS 'Changes to content waiting for review or publishing. Written only by the staff_* functions.';

-- The signed-in person behind a session, if their account has one of p_roles;
-- otherwise 42501. Names them as the actor for the rest of the transaction.
CREATE FUNCTION staff_member(p_token_sha256 bytea, p_roles text[]) RETURNS staff_account
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account staff_account;
BEGIN
    SELECT a.* INTO v_account FROM staff_session_of(p_token_sha256, 'full') s JOIN staff_account a ON a.id = s.account_id;
    IF NOT FOUND OR NOT (v_account.roles && p_roles) THEN
        RAISE EXCEPTION 'this needs the role %', array_to_string(p_roles, ' or ') USING ERRCODE = 'insufficient_privilege';
    END IF;
    PERFORM set_config('nassco.actor', v_account.name, true);
    RETURN v_account;
END $$;

-- The collection's name as a table, or 22023: never a name the caller made up.
CREATE FUNCTION content_collection_checked(p_collection text) RETURNS regclass
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM content_collection WHERE table_name = p_collection) THEN
        RAISE EXCEPTION 'there is no collection %', p_collection USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN p_collection::regclass;
END $$;

-- Writes a row as p_row says (its own fields and the shared ones), like
-- content_restore: an insert, or an update of the row with its id.
CREATE FUNCTION content_upsert(p_collection text, p_row jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_columns text;
    v_excluded text;
    v_table regclass := content_collection_checked(p_collection);
BEGIN
    SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum), string_agg('excluded.' || quote_ident(attname), ', ' ORDER BY attnum)
    INTO v_columns, v_excluded
    FROM pg_attribute
    WHERE attrelid = v_table AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      AND attname NOT IN ('created_by', 'created_at', 'updated_by', 'updated_at');
    EXECUTE format('INSERT INTO %1$s (%2$s) SELECT %2$s FROM jsonb_populate_record(NULL::%1$s, $1) ON CONFLICT (id) DO UPDATE SET (%2$s) = ROW(%3$s)',
                   v_table, v_columns, v_excluded)
    USING p_row;
END $$;

-- The row as the draft would make it: the live row's fields, then the draft's,
-- with the schedule and status a publish gives it.
CREATE FUNCTION content_draft_row(p_collection text, p_item text, p_proposed jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_live jsonb;
BEGIN
    EXECUTE format('SELECT to_jsonb(t) FROM %s t WHERE id = $1', content_collection_checked(p_collection)) INTO v_live USING p_item;
    -- A draft changes an item's own fields and its provenance; its id, language, status and schedule are the publisher's.
    -- A new item: the defaults its table would give, which an explicit NULL would not get.
    RETURN coalesce(v_live, jsonb_build_object('locale', 'en', 'status', 'draft', 'publish_at', now()))
        || (p_proposed - ARRAY['id', 'locale', 'translation_of', 'status', 'publish_at', 'unpublish_at', 'created_by', 'created_at', 'updated_by', 'updated_at'])
        || jsonb_build_object('id', p_item);
END $$;

-- What the database would refuse in a row, tried and undone: null when it
-- would be written. The constraint's name says which field (table_field_check).
CREATE FUNCTION content_row_problem(p_collection text, p_row jsonb) RETURNS TABLE (sqlstate text, constraint_name text, message text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_state text;
    v_constraint text;
    v_message text;
BEGIN
    BEGIN
        PERFORM content_upsert(p_collection, p_row);
        RAISE EXCEPTION 'nassco: would be written' USING ERRCODE = 'P0002';
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_constraint = CONSTRAINT_NAME, v_message = MESSAGE_TEXT;
    END;
    IF v_state = 'P0002' AND v_message = 'nassco: would be written' THEN RETURN; END IF;
    RETURN QUERY SELECT v_state, nullif(v_constraint, ''), v_message;
END $$;

-- Every item of a collection, whatever its status, with its open draft.
CREATE FUNCTION staff_content_list(p_token_sha256 bytea, p_collection text)
RETURNS TABLE (item jsonb, draft_id bigint, draft_state text, live boolean)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY EXECUTE format(
        $q$SELECT to_jsonb(t), d.id, d.state, content_is_live(t.status, t.publish_at, t.unpublish_at)
           FROM %s t LEFT JOIN content_draft d ON d.collection = $1 AND d.item_id = t.id AND d.state IN ('draft', 'in_review', 'returned')
           WHERE t.locale = 'en'
           UNION ALL
           SELECT NULL, d.id, d.state, false FROM content_draft d
           WHERE d.collection = $1 AND d.state IN ('draft', 'in_review', 'returned')
             AND NOT EXISTS (SELECT FROM %s t WHERE t.id = d.item_id)$q$,
        content_collection_checked(p_collection), content_collection_checked(p_collection))
    USING p_collection;
END $$;

-- One item: the live row (null for a new one), its open draft, and its revisions, newest first.
CREATE FUNCTION staff_content_item(p_token_sha256 bytea, p_collection text, p_item text)
RETURNS TABLE (item jsonb, live boolean, draft jsonb)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_item jsonb;
    v_live boolean;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    EXECUTE format('SELECT to_jsonb(t), content_is_live(t.status, t.publish_at, t.unpublish_at) FROM %s t WHERE id = $1',
                   content_collection_checked(p_collection))
    INTO v_item, v_live USING p_item;
    RETURN QUERY SELECT v_item, coalesce(v_live, false),
        (SELECT to_jsonb(d) FROM content_draft d WHERE d.collection = p_collection AND d.item_id = p_item AND d.state IN ('draft', 'in_review', 'returned'));
END $$;

CREATE FUNCTION staff_content_revisions(p_token_sha256 bytea, p_collection text, p_item text)
RETURNS TABLE (id bigint, action text, at timestamptz, actor text, before jsonb, after jsonb)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY SELECT r.id, r.action, r.at, r.actor, r.before, r.after FROM content_revision r
                 WHERE r.collection = p_collection AND r.item_id = p_item ORDER BY r.id DESC LIMIT 50;
END $$;

-- Drafts waiting for a publisher, and returned ones, across every collection.
CREATE FUNCTION staff_drafts(p_token_sha256 bytea) RETURNS SETOF content_draft
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY SELECT * FROM content_draft d WHERE d.state IN ('draft', 'in_review', 'returned') ORDER BY d.updated_at DESC;
END $$;

-- Saves the open draft of an item (or opens one), unless the database would
-- refuse the row it makes: then nothing is kept, and the problem is returned.
CREATE FUNCTION staff_draft_save(p_token_sha256 bytea, p_collection text, p_item text, p_proposed jsonb, p_new boolean)
RETURNS TABLE (draft_id bigint, sqlstate text, constraint_name text, message text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    v_exists boolean;
    v_problem record;
    v_draft bigint;
BEGIN
    EXECUTE format('SELECT EXISTS (SELECT FROM %s WHERE id = $1)', content_collection_checked(p_collection)) INTO v_exists USING p_item;
    IF p_new AND (v_exists OR EXISTS (SELECT FROM content_draft d WHERE d.collection = p_collection AND d.item_id = p_item
                                      AND d.state IN ('draft', 'in_review', 'returned'))) THEN
        RETURN QUERY SELECT NULL::bigint, '23505'::text, p_collection || '_pkey', 'an item with this id exists already'::text;
        RETURN;
    END IF;
    SELECT * INTO v_problem FROM content_row_problem(p_collection, content_draft_row(p_collection, p_item, p_proposed));
    IF FOUND THEN
        RETURN QUERY SELECT NULL::bigint, v_problem.sqlstate, v_problem.constraint_name, v_problem.message;
        RETURN;
    END IF;
    UPDATE content_draft d SET proposed = p_proposed, state = 'draft', updated_by = v_member.name, updated_at = now()
    WHERE d.collection = p_collection AND d.item_id = p_item AND d.state IN ('draft', 'returned')
    RETURNING d.id INTO v_draft;
    IF v_draft IS NULL THEN
        IF EXISTS (SELECT FROM content_draft d WHERE d.collection = p_collection AND d.item_id = p_item AND d.state = 'in_review') THEN
            RAISE EXCEPTION 'this item''s draft is waiting for review; a publisher must return it first' USING ERRCODE = 'object_in_use';
        END IF;
        INSERT INTO content_draft (collection, item_id, proposed, created_by, updated_by)
        VALUES (p_collection, p_item, p_proposed, v_member.name, v_member.name) RETURNING id INTO v_draft;
    END IF;
    INSERT INTO audit_log (actor, action, subject, after) VALUES (v_member.name, 'draft saved', p_collection || ':' || p_item, p_proposed);
    RETURN QUERY SELECT v_draft, NULL::text, NULL::text, NULL::text;
END $$;

-- Moves a draft on. submit: its writer asks for review. return: a publisher
-- sends it back with a note. discard: its writer or a publisher drops it.
CREATE FUNCTION staff_draft_move(p_token_sha256 bytea, p_draft bigint, p_move text, p_note text DEFAULT '') RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    v_draft content_draft;
    v_publisher boolean := 'publisher' = ANY (v_member.roles);
BEGIN
    SELECT * INTO v_draft FROM content_draft d WHERE d.id = p_draft AND d.state IN ('draft', 'in_review', 'returned') FOR UPDATE;
    IF NOT FOUND THEN RAISE EXCEPTION 'there is no open draft %', p_draft USING ERRCODE = 'no_data_found'; END IF;
    IF p_move = 'submit' AND v_draft.state IN ('draft', 'returned') THEN
        UPDATE content_draft SET state = 'in_review', submitted_by = v_member.name, updated_at = now() WHERE id = p_draft;
    ELSIF p_move = 'return' AND v_publisher AND v_draft.state = 'in_review' AND btrim(p_note) <> '' THEN
        UPDATE content_draft SET state = 'returned', reviewed_by = v_member.name, note = btrim(p_note), updated_at = now() WHERE id = p_draft;
    ELSIF p_move = 'discard' AND (v_publisher OR v_draft.created_by = v_member.name) THEN
        UPDATE content_draft SET state = 'discarded', reviewed_by = v_member.name, updated_at = now() WHERE id = p_draft;
    ELSE
        RAISE EXCEPTION 'a % draft cannot be moved that way (%) by this account', v_draft.state, p_move USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'draft ' || CASE p_move WHEN 'submit' THEN 'submitted' WHEN 'return' THEN 'returned' ELSE 'discarded' END,
            v_draft.collection || ':' || v_draft.item_id, jsonb_build_object('draft', p_draft, 'note', nullif(btrim(p_note), '')));
END $$;

-- Publishes a draft, now or from p_publish_at until p_unpublish_at. A
-- publisher may not publish a draft they wrote or submitted, unless they give
-- the reason it is urgent, which the audit log keeps.
CREATE FUNCTION staff_draft_publish(p_token_sha256 bytea, p_draft bigint, p_publish_at timestamptz, p_unpublish_at timestamptz, p_urgent text)
RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_draft content_draft;
    v_own boolean;
BEGIN
    SELECT * INTO v_draft FROM content_draft d WHERE d.id = p_draft AND d.state IN ('draft', 'in_review', 'returned') FOR UPDATE;
    IF NOT FOUND THEN RAISE EXCEPTION 'there is no open draft %', p_draft USING ERRCODE = 'no_data_found'; END IF;
    v_own := v_member.name IN (v_draft.created_by, v_draft.updated_by, coalesce(v_draft.submitted_by, ''));
    IF v_own AND btrim(coalesce(p_urgent, '')) = '' THEN
        RAISE EXCEPTION 'a publisher cannot publish their own draft unless they say why it is urgent' USING ERRCODE = 'insufficient_privilege';
    END IF;
    PERFORM content_upsert(v_draft.collection,
        content_draft_row(v_draft.collection, v_draft.item_id, v_draft.proposed)
        || jsonb_build_object('status', 'published', 'publish_at', coalesce(p_publish_at, now()), 'unpublish_at', p_unpublish_at));
    UPDATE content_draft SET state = 'published', reviewed_by = v_member.name, updated_at = now() WHERE id = p_draft;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, CASE WHEN v_own THEN 'urgent publish of own draft' ELSE 'draft published' END,
            v_draft.collection || ':' || v_draft.item_id,
            jsonb_build_object('draft', p_draft, 'publish_at', coalesce(p_publish_at, now()), 'unpublish_at', p_unpublish_at,
                               'urgent', nullif(btrim(coalesce(p_urgent, '')), '')));
END $$;

-- A publisher's change to a live item: unpublish (back to draft status),
-- archive, publish again, or mark it confirmed by the office (its
-- illustrative label goes). Each is a revision naming the publisher.
CREATE FUNCTION staff_content_change(p_token_sha256 bytea, p_collection text, p_item text, p_change text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_set text := CASE p_change
        WHEN 'unpublish' THEN 'status = ''draft'''
        WHEN 'archive' THEN 'status = ''archived'''
        WHEN 'republish' THEN 'status = ''published'', publish_at = least(publish_at, now()), unpublish_at = NULL'
        WHEN 'confirm' THEN 'provenance = ''confirmed'''
    END;
    v_count integer;
BEGIN
    IF v_set IS NULL THEN RAISE EXCEPTION 'no such change: %', p_change USING ERRCODE = 'invalid_parameter_value'; END IF;
    EXECUTE format('UPDATE %s SET %s WHERE id = $1', content_collection_checked(p_collection), v_set) USING p_item;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    IF v_count = 0 THEN RAISE EXCEPTION 'there is no item % in %', p_item, p_collection USING ERRCODE = 'no_data_found'; END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'content ' || p_change, p_collection || ':' || p_item);
END $$;

-- Puts an item back as a revision left it, as a new change naming the publisher.
CREATE FUNCTION staff_content_restore(p_token_sha256 bytea, p_revision bigint) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_revision content_revision;
BEGIN
    SELECT * INTO v_revision FROM content_revision WHERE id = p_revision;
    PERFORM content_restore(p_revision);
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'content restored', v_revision.collection || ':' || v_revision.item_id, jsonb_build_object('revision', p_revision));
END $$;

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'staff_content_list(bytea, text)', 'staff_content_item(bytea, text, text)', 'staff_content_revisions(bytea, text, text)',
        'staff_drafts(bytea)', 'staff_draft_save(bytea, text, text, jsonb, boolean)', 'staff_draft_move(bytea, bigint, text, text)',
        'staff_draft_publish(bytea, bigint, timestamptz, timestamptz, text)', 'staff_content_change(bytea, text, text, text)',
        'staff_content_restore(bytea, bigint)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;
REVOKE ALL ON FUNCTION staff_member(bytea, text[]), content_collection_checked(text), content_upsert(text, jsonb),
    content_draft_row(text, text, jsonb), content_row_problem(text, jsonb) FROM PUBLIC;
