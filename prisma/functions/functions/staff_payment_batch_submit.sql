CREATE OR REPLACE FUNCTION public.staff_payment_batch_submit(p_token_sha256 bytea, p_file_sha256 text, p_drafts bigint[])
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;
