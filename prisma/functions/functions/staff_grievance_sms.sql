CREATE OR REPLACE FUNCTION public.staff_grievance_sms(p_token_sha256 bytea, p_reference text)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference);
BEGIN
    RETURN QUERY SELECT sms_row_for_staff(o) FROM sms_outbox o WHERE o.grievance = v_grievance.id ORDER BY o.created_at, o.id;
END $function$;

COMMENT ON FUNCTION public.staff_grievance_sms(p_token_sha256 bytea, p_reference text) IS 'The text messages of one grievance the officer''s desk covers, oldest first: kind, state, when sent, attempts, last error (numbers masked), segments, encoding, cost and delivery report; never the number, the code or the text. no_data_found for another state''s case.';
