-- A CDN in front (issue 53, decision 0076): when what readers see changes, the cache tags of the
-- answers it made stale are queued here, in the transaction that changed it, and the back office's
-- purge lane (app/features/cdn/sender.server.ts, on the mail sender's login, nassco_mail) asks the
-- CDN to purge them, retrying as mail does. The tags are spelt as app/features/cdn/tags.ts spells
-- them on the answers: collection:<table>, lang:<code>, all.

-- ---------------------------------------------------------------------------
-- 1. The outbox. One pending row a tag, as a rule: a burst of saves to one collection is one purge.
-- Not a unique index: a writer would then wait on another's uncommitted row for the same tag, and
-- with the search sync's lock taken in between, two publishers could deadlock. Two writers at the
-- same moment may each queue a row; the lane sends each tag of a batch once.

CREATE TABLE cdn_purge_outbox (
    id              bigserial   PRIMARY KEY,
    -- What both CDNs accept as one tag: printable ASCII, no space or comma, at most 1,024 bytes.
    tag             text        NOT NULL CHECK (tag ~ '^[!-+\--~]+$' AND octet_length(tag) <= 1024),
    state           text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'skipped', 'dead')),
    attempts        integer     NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    created_at      timestamptz NOT NULL DEFAULT now(),
    done_at         timestamptz,
    last_error      text        CHECK (length(last_error) <= 1000)
);
CREATE INDEX cdn_purge_outbox_pending ON cdn_purge_outbox (tag) WHERE state = 'pending';
CREATE INDEX cdn_purge_outbox_due ON cdn_purge_outbox (next_attempt_at, id) WHERE state IN ('pending', 'sending');
CREATE INDEX cdn_purge_outbox_done ON cdn_purge_outbox (done_at) WHERE state IN ('sent', 'skipped', 'dead');

COMMENT ON TABLE cdn_purge_outbox IS 'Cache tags to purge from the CDN in front of the public site, queued by the triggers that see content change, sent by the back office''s purge lane (decision 0076). No personal data.';
COMMENT ON COLUMN cdn_purge_outbox.tag IS 'A cache tag as the public answers carry it (Cache-Tag, Surrogate-Key): collection:<table>, lang:<code> or all.';
COMMENT ON COLUMN cdn_purge_outbox.state IS 'pending, sending (claimed for two minutes), sent (the CDN accepted the purge), skipped (CDN_PURGER=none: nothing to purge), dead (given up after the last attempt; the CDN''s copy then lapses within its max-age).';
COMMENT ON COLUMN cdn_purge_outbox.done_at IS 'When it was sent, skipped or given up; retention deletes it a week later (a dead one, a month).';

-- The one way a row is written: by the triggers below, never by a login directly. The notice wakes
-- every purge lane once the transaction commits.
CREATE FUNCTION cdn_purge_queue(p_tags text[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    -- Always a row of its own: one folded into a row already queued could be sent before this
    -- transaction commits, and its change would then never be purged. The lane sends a tag once
    -- a batch, however many rows ask for it.
    INSERT INTO cdn_purge_outbox (tag)
    SELECT DISTINCT t FROM unnest(p_tags) AS t WHERE t IS NOT NULL;
    PERFORM pg_notify('nassco_cdn_purge_queued', '');
END $$;
COMMENT ON FUNCTION cdn_purge_queue(text[]) IS 'Queues cache tags to purge, never waiting on another writer, and wakes the purge lanes at commit. Called by the triggers that see content change; no login may call it.';

-- A collection's tags: its own, and the search index's when search shows its items.
CREATE FUNCTION cdn_purge_collection_tags(p_table text) RETURNS text[]
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT ARRAY['collection:' || p_table]
           || CASE WHEN EXISTS (SELECT FROM content_collection WHERE table_name = p_table AND search_documents IS NOT NULL)
                   THEN ARRAY['collection:search'] ELSE '{}'::text[] END
$$;
COMMENT ON FUNCTION cdn_purge_collection_tags(text) IS 'The cache tags a change to a live item of a collection makes stale: the collection''s, and collection:search when search shows its items.';

-- ---------------------------------------------------------------------------
-- 2. What queues a purge.

-- Published, changed or unpublished: a statement on a collection that touched a row live before
-- or after it (a draft's save changes nothing readers see). Transition tables, as content_changed.
CREATE FUNCTION cdn_purge_content() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_live boolean;
BEGIN
    IF TG_OP = 'INSERT' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM new_rows WHERE content_is_live(status, publish_at, unpublish_at))' INTO v_live;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM old_rows WHERE content_is_live(status, publish_at, unpublish_at))' INTO v_live;
    ELSE
        EXECUTE 'SELECT EXISTS (SELECT FROM old_rows WHERE content_is_live(status, publish_at, unpublish_at))
                     OR EXISTS (SELECT FROM new_rows WHERE content_is_live(status, publish_at, unpublish_at))' INTO v_live;
    END IF;
    IF v_live THEN
        PERFORM cdn_purge_queue(cdn_purge_collection_tags(TG_TABLE_NAME));
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_content() IS 'Trigger: after a statement on a content collection that touched an item live before or after it, queues the collection''s cache tags for the CDN.';

CREATE FUNCTION cdn_purge_triggers(p_table regclass) RETURNS void
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
    EXECUTE format('CREATE TRIGGER cdn_purge_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content()', p_table);
    EXECUTE format('CREATE TRIGGER cdn_purge_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content()', p_table);
    EXECUTE format('CREATE TRIGGER cdn_purge_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_content()', p_table);
END $$;
COMMENT ON FUNCTION cdn_purge_triggers(regclass) IS 'Gives a content collection its CDN purge triggers (cdn_purge_insert, _update, _delete).';

DO $$
DECLARE
    v_table text;
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        PERFORM cdn_purge_triggers(v_table::regclass);
    END LOOP;
END $$;

-- A collection registered later (content_collection_register(), in a migration, as the owner) gets
-- its triggers as it is registered, so no list of collections is kept here.
CREATE FUNCTION cdn_purge_collection_registered() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM cdn_purge_triggers(NEW.table_name::regclass);
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_collection_registered() IS 'Trigger: a collection registered in content_collection gets its CDN purge triggers.';
CREATE TRIGGER cdn_purge_collection_registered AFTER INSERT ON content_collection
    FOR EACH ROW EXECUTE FUNCTION cdn_purge_collection_registered();

-- Scheduled content went live or expired: content_schedule_reached() moves the mark past the
-- times that fell, and the collections with an item whose time fell in between are purged.
CREATE FUNCTION cdn_purge_schedule() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_table text;
    v_fell boolean;
    v_tags text[] := '{}';
BEGIN
    FOR v_table IN SELECT table_name FROM content_collection LOOP
        EXECUTE format('SELECT EXISTS (SELECT FROM %1$I WHERE status = %2$L AND publish_at > $1 AND publish_at <= $2)
                            OR EXISTS (SELECT FROM %1$I WHERE status = %2$L AND unpublish_at > $1 AND unpublish_at <= $2)',
                       v_table, 'published')
        INTO v_fell USING OLD.reached_at, NEW.reached_at;
        IF v_fell THEN
            v_tags := v_tags || cdn_purge_collection_tags(v_table);
        END IF;
    END LOOP;
    IF cardinality(v_tags) > 0 THEN
        PERFORM cdn_purge_queue(v_tags);
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_schedule() IS 'Trigger: when the schedule''s mark moves, queues the cache tags of each collection with an item whose publish_at or unpublish_at fell in between.';
CREATE TRIGGER cdn_purge_schedule AFTER UPDATE ON content_schedule_mark
    FOR EACH ROW WHEN (NEW.reached_at > OLD.reached_at) EXECUTE FUNCTION cdn_purge_schedule();

-- A language's furniture marked reviewed or back to a draft: every page in it says so. Any other
-- change to a language (its own name, in every page's switcher): every page.
CREATE FUNCTION cdn_purge_language() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF (OLD.reviewed_by, OLD.reviewed_at) IS DISTINCT FROM (NEW.reviewed_by, NEW.reviewed_at) THEN
        PERFORM cdn_purge_queue(ARRAY['lang:' || NEW.code]);
    END IF;
    IF (to_jsonb(OLD) - 'reviewed_by' - 'reviewed_at') IS DISTINCT FROM (to_jsonb(NEW) - 'reviewed_by' - 'reviewed_at') THEN
        PERFORM cdn_purge_queue(ARRAY['all']);
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_language() IS 'Trigger: a language''s review state changed, queues lang:<code>; any other change to it, all.';
CREATE TRIGGER cdn_purge_language AFTER UPDATE ON content_locale
    FOR EACH ROW EXECUTE FUNCTION cdn_purge_language();

-- The register's figures published (staff_register_publish() writes lga_dataset each time).
CREATE FUNCTION cdn_purge_register() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM cdn_purge_queue(ARRAY['collection:lga_summary']);
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_register() IS 'Trigger: the register''s figures changed (lga_dataset written), queues collection:lga_summary.';
CREATE TRIGGER cdn_purge_register AFTER INSERT OR UPDATE OR DELETE ON lga_dataset
    FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_register();

-- An uploaded file deleted (by hand, as the owner: no login may): a CDN keeps /media/* a year, as
-- its address names its bytes, so its copy is purged by its page tag.
CREATE FUNCTION cdn_purge_media() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM cdn_purge_queue(ARRAY(SELECT 'page:/media/' || path FROM old_rows));
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_media() IS 'Trigger: uploaded files deleted, queues each one''s page tag (page:/media/<path>): a CDN keeps them a year.';
CREATE TRIGGER cdn_purge_media AFTER DELETE ON media_file REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_media();

-- The office's contact channels (its 969 line, the states' numbers and addresses) show in every
-- page's footer, read once a process (features/office-contact), so no page's tags name them: a
-- change purges every page.
-- Only when a row did change: a statement that touched none, or wrote the same values (the seed
-- run again), changes nothing readers see.
CREATE FUNCTION cdn_purge_everything() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_changed boolean;
BEGIN
    IF TG_OP = 'INSERT' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM new_rows)' INTO v_changed;
    ELSIF TG_OP = 'DELETE' THEN
        EXECUTE 'SELECT EXISTS (SELECT FROM old_rows)' INTO v_changed;
    ELSE
        EXECUTE 'SELECT EXISTS (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows)' INTO v_changed;
    END IF;
    IF v_changed THEN
        PERFORM cdn_purge_queue(ARRAY['all']);
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION cdn_purge_everything() IS 'Trigger: what every page shows changed (contact_channel): a statement that changed a row queues all.';
CREATE TRIGGER cdn_purge_contact_channel_insert AFTER INSERT ON contact_channel REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();
CREATE TRIGGER cdn_purge_contact_channel_update AFTER UPDATE ON contact_channel REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();
CREATE TRIGGER cdn_purge_contact_channel_delete AFTER DELETE ON contact_channel REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_everything();

REVOKE ALL ON FUNCTION cdn_purge_queue(text[]), cdn_purge_collection_tags(text), cdn_purge_content(), cdn_purge_triggers(regclass),
    cdn_purge_collection_registered(), cdn_purge_schedule(), cdn_purge_language(), cdn_purge_register(), cdn_purge_media(),
    cdn_purge_everything() FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- 3. The lane's claim and marks, on the mail sender's login (nassco_mail), as mail and SMS.

-- Due tags for two minutes (SKIP LOCKED, attempts + 1), oldest first, each at least p_delay_seconds
-- after it was queued: the CDN fetches the page again from nginx, whose cache may hold the old one
-- for its max-age (CDN_PURGE_DELAY_SECONDS). Retention runs here, on the lane's own poll: a done
-- row a week after it was done, a dead one a month after.
CREATE FUNCTION cdn_purge_claim(p_limit integer, p_delay_seconds integer)
RETURNS TABLE(id bigint, tag text, attempts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    DELETE FROM cdn_purge_outbox o
    WHERE o.state IN ('sent', 'skipped', 'dead')
      AND o.done_at < now() - CASE WHEN o.state = 'dead' THEN interval '30 days' ELSE interval '7 days' END;
    RETURN QUERY
    UPDATE cdn_purge_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds'
    FROM (SELECT o.id FROM cdn_purge_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
            AND o.created_at <= now() - make_interval(secs => greatest(p_delay_seconds, 0))
          ORDER BY o.next_attempt_at, o.id
          LIMIT least(greatest(p_limit, 0), 1000)
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.tag, m.attempts;
END $$;
COMMENT ON FUNCTION cdn_purge_claim(integer, integer) IS 'The purge lane takes up to p_limit due cache tags, queued at least p_delay_seconds ago, for two minutes (SKIP LOCKED, attempts + 1); first deletes rows done a week ago (dead ones, a month).';

-- Done: sent (the CDN accepted the purge) or skipped (no purger configured).
CREATE FUNCTION cdn_purge_mark_done(p_ids bigint[], p_skipped boolean) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE cdn_purge_outbox
    SET state = CASE WHEN p_skipped THEN 'skipped' ELSE 'sent' END, done_at = now(), last_error = NULL
    WHERE id = ANY (p_ids) AND state = 'sending';
$$;
COMMENT ON FUNCTION cdn_purge_mark_done(bigint[], boolean) IS 'Claimed tags done: sent (the CDN accepted the purge), or skipped (CDN_PURGER=none).';

-- Failed: pending again after p_retry_seconds, or dead once a row has had p_max_attempts.
CREATE FUNCTION cdn_purge_mark_failed(p_ids bigint[], p_error text, p_retry_seconds integer, p_max_attempts integer) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE cdn_purge_outbox
    SET state = CASE WHEN attempts >= p_max_attempts THEN 'dead' ELSE 'pending' END,
        done_at = CASE WHEN attempts >= p_max_attempts THEN now() END,
        next_attempt_at = now() + make_interval(secs => p_retry_seconds),
        last_error = left(p_error, 1000)
    WHERE id = ANY (p_ids) AND state = 'sending'
      -- A tag queued again meanwhile has its own pending row: this one is then no longer needed.
      AND NOT (attempts < p_max_attempts AND EXISTS (SELECT FROM cdn_purge_outbox p WHERE p.tag = cdn_purge_outbox.tag AND p.state = 'pending'));
    DELETE FROM cdn_purge_outbox o
    WHERE o.id = ANY (p_ids) AND o.state = 'sending'
      AND EXISTS (SELECT FROM cdn_purge_outbox p WHERE p.tag = o.tag AND p.state = 'pending');
$$;
COMMENT ON FUNCTION cdn_purge_mark_failed(bigint[], text, integer, integer) IS 'Claimed tags whose purge failed: pending again after p_retry_seconds, or dead once attempts reach p_max_attempts; a tag already queued again is left to its newer row.';

REVOKE ALL ON FUNCTION cdn_purge_claim(integer, integer), cdn_purge_mark_done(bigint[], boolean),
    cdn_purge_mark_failed(bigint[], text, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cdn_purge_claim(integer, integer), cdn_purge_mark_done(bigint[], boolean),
    cdn_purge_mark_failed(bigint[], text, integer, integer) TO nassco_mail;

-- ---------------------------------------------------------------------------
-- 4. For /metrics, the purge lane of outbox_lanes() (20261228100000_alerts): tags waiting (pending or
-- being sent), given up, and the oldest waiting tag's age in seconds (0 when none waits).
CREATE FUNCTION cdn_purge_metrics()
RETURNS TABLE (pending bigint, dead bigint, oldest_pending_seconds double precision)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT count(*) FILTER (WHERE state IN ('pending', 'sending')),
           count(*) FILTER (WHERE state = 'dead'),
           coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state IN ('pending', 'sending'))), 0)::double precision
    FROM cdn_purge_outbox
$$;
COMMENT ON FUNCTION cdn_purge_metrics() IS 'For /metrics, through outbox_lanes(): cache tags waiting to be purged (pending or being sent), those given up (dead), and the oldest waiting tag''s age in seconds.';
REVOKE ALL ON FUNCTION cdn_purge_metrics() FROM PUBLIC;
