CREATE OR REPLACE FUNCTION public.staff_request_attachment(p_token_sha256 bytea, p_ticket bigint)
 RETURNS TABLE(name text, content_type text, bytes bytea)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read attachment', v_member.name);
BEGIN
    RETURN QUERY SELECT t.name, t.content_type, t.bytes FROM dar_attachment t
                 WHERE t.id = (v_ticket.after ->> 'attachment')::bigint AND t.reference = v_ticket.subject;
END $function$;
