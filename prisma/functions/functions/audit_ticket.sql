CREATE OR REPLACE FUNCTION public.audit_ticket(p_ticket bigint, p_action text)
 RETURNS audit_log
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    ticket audit_log;
BEGIN
    SELECT * INTO ticket FROM audit_log
    WHERE id = p_ticket AND action = p_action AND actor = session_user AND at > clock_timestamp() - interval '5 minutes';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'Ticket % is not a % of yours from the last five minutes.', p_ticket, p_action
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF pg_xact_status(ticket.xact_id::text::xid8) IS DISTINCT FROM 'committed' THEN
        RAISE EXCEPTION 'Ticket % is not committed yet, so the read is not on record.', p_ticket
            USING ERRCODE = 'invalid_transaction_state',
                  HINT = 'Get the ticket on its own, outside BEGIN … COMMIT, then use it.';
    END IF;
    RETURN ticket;
END $function$;

COMMENT ON FUNCTION public.audit_ticket(p_ticket bigint, p_action text) IS 'The audit row of a read, if it is this login''s, under five minutes old and committed; otherwise an error. Used by the functions that hand out personal data.';
