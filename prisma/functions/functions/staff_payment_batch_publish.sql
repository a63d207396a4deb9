CREATE OR REPLACE FUNCTION public.staff_payment_batch_publish(p_token_sha256 bytea, p_batch bigint, p_publish_at timestamp with time zone, p_urgent text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;
