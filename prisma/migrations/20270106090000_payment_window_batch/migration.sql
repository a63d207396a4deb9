-- Many payment windows at once (decision 0108, slice 2): the office's CSV becomes one draft a
-- window, each sent for review, kept together as a batch that a publisher publishes in one
-- transaction, by the path one draft takes (staff_draft_publish: four eyes, the urgent reason,
-- the audit). The batch holds no content of its own: the drafts do.
CREATE TABLE payment_window_batch (
    id bigserial PRIMARY KEY,
    -- The file as uploaded, so the audit can tell two uploads of one file apart from two files.
    file_sha256 char(64) NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
    drafts bigint[] NOT NULL CHECK (cardinality(drafts) BETWEEN 1 AND 1000),
    uploaded_by text NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now(),
    published_by text,
    published_at timestamptz,
    CHECK ((published_by IS NULL) = (published_at IS NULL))
);
REVOKE ALL ON payment_window_batch FROM PUBLIC;

COMMENT ON TABLE payment_window_batch IS
    'The payment windows of one CSV, as drafts in review, published together (decision 0108). Written only by the staff_payment_batch_* functions.';

-- The drafts the site has just saved and sent for review from one file, under the uploader's name.
CREATE FUNCTION staff_payment_batch_submit(p_token_sha256 bytea, p_file_sha256 text, p_drafts bigint[])
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    v_batch bigint;
BEGIN
    IF EXISTS (SELECT FROM unnest(p_drafts) AS given(id)
               WHERE NOT EXISTS (SELECT FROM content_draft d WHERE d.id = given.id AND d.collection = 'payment_window'
                                 AND d.state = 'in_review' AND d.submitted_by = v_member.name)) THEN
        RAISE EXCEPTION 'a batch holds only payment windows this account has just sent for review' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO payment_window_batch (file_sha256, drafts, uploaded_by) VALUES (p_file_sha256, p_drafts, v_member.name) RETURNING id INTO v_batch;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'payment windows sent for review', 'payment_window_batch:' || v_batch,
            jsonb_build_object('drafts', p_drafts, 'file_sha256', p_file_sha256));
    RETURN v_batch;
END $$;

-- The batches with a draft still in review, newest first: what the list of uploads shows.
CREATE FUNCTION staff_payment_batches(p_token_sha256 bytea)
RETURNS TABLE (id bigint, uploaded_by text, uploaded_at timestamptz, windows integer, in_review integer, item_ids text[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    RETURN QUERY
    SELECT b.id, b.uploaded_by, b.uploaded_at, cardinality(b.drafts),
           (SELECT count(*)::integer FROM content_draft d WHERE d.id = ANY (b.drafts) AND d.state = 'in_review'),
           (SELECT array_agg(d.item_id ORDER BY array_position(b.drafts, d.id)) FROM content_draft d WHERE d.id = ANY (b.drafts))
    FROM payment_window_batch b
    WHERE b.published_at IS NULL
      AND EXISTS (SELECT FROM content_draft d WHERE d.id = ANY (b.drafts) AND d.state = 'in_review')
    ORDER BY b.uploaded_at DESC, b.id DESC
    LIMIT 50;
END $$;

-- Publishes every window of the batch, or none: each by staff_draft_publish, which refuses a
-- publisher's own draft without an urgent reason. A draft returned or discarded since stops it.
CREATE FUNCTION staff_payment_batch_publish(p_token_sha256 bytea, p_batch bigint, p_publish_at timestamptz, p_urgent text)
RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_batch payment_window_batch;
    v_draft bigint;
    v_published integer := 0;
BEGIN
    SELECT * INTO v_batch FROM payment_window_batch b WHERE b.id = p_batch AND b.published_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN RAISE EXCEPTION 'there is no batch % waiting to be published', p_batch USING ERRCODE = 'no_data_found'; END IF;
    IF EXISTS (SELECT FROM content_draft d WHERE d.id = ANY (v_batch.drafts) AND d.state NOT IN ('in_review', 'published')) THEN
        RAISE EXCEPTION 'a window of batch % is no longer in review', p_batch USING ERRCODE = 'object_in_use';
    END IF;
    FOR v_draft IN SELECT d.id FROM content_draft d WHERE d.id = ANY (v_batch.drafts) AND d.state = 'in_review'
                   ORDER BY array_position(v_batch.drafts, d.id) LOOP
        PERFORM staff_draft_publish(p_token_sha256, v_draft, p_publish_at, NULL, p_urgent);
        v_published := v_published + 1;
    END LOOP;
    UPDATE payment_window_batch SET published_by = v_member.name, published_at = now() WHERE id = p_batch;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'payment windows published', 'payment_window_batch:' || p_batch,
            jsonb_build_object('published', v_published, 'publish_at', coalesce(p_publish_at, now()),
                               'urgent', nullif(btrim(coalesce(p_urgent, '')), '')));
    RETURN v_published;
END $$;

REVOKE ALL ON FUNCTION staff_payment_batch_submit(bytea, text, bigint[]), staff_payment_batches(bytea),
    staff_payment_batch_publish(bytea, bigint, timestamptz, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_payment_batch_submit(bytea, text, bigint[]), staff_payment_batches(bytea),
    staff_payment_batch_publish(bytea, bigint, timestamptz, text) TO nassco_office;
