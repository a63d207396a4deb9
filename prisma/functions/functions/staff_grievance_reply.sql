CREATE OR REPLACE FUNCTION public.staff_grievance_reply(p_token_sha256 bytea, p_reference text, p_body text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_grievance grievance := grievance_for_member(v_member, p_reference, true);
BEGIN
    PERFORM grievance_record(v_grievance, 'reply', p_body, v_member.name, 'grievance reply', NULL, NULL);
    RETURN grievance_letter_queue(v_grievance, v_member.name, p_message_id, p_subject, p_text, p_html, p_headers);
END $function$;

COMMENT ON FUNCTION public.staff_grievance_reply(p_token_sha256 bytea, p_reference text, p_body text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb) IS 'A public reply on a grievance, shown on its status page, with its letter when the person gave an e-mail address and agreed to be contacted: true when the letter was written.';
