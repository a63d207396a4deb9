CREATE OR REPLACE FUNCTION public.staff_contact_message(p_token_sha256 bytea, p_ticket bigint)
 RETURNS TABLE(reference text, kind text, page text, message text, name text, reply_to text, received_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'read contact message', v_member.name);
BEGIN
    RETURN QUERY SELECT m.reference, m.kind, m.page, m.message, m.name, m.reply_to, m.received_at
                 FROM contact_message m WHERE m.reference = v_ticket.subject;
END $function$;
