CREATE OR REPLACE FUNCTION public.staff_ticket(p_ticket bigint, p_action text, p_actor text)
 RETURNS audit_log
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_ticket audit_log;
BEGIN
    SELECT * INTO v_ticket FROM audit_log
    WHERE id = p_ticket AND action = p_action AND actor = p_actor AND at > clock_timestamp() - interval '5 minutes';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'ticket % is not a % of yours from the last five minutes', p_ticket, p_action USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF pg_xact_status(v_ticket.xact_id::text::xid8) IS DISTINCT FROM 'committed' THEN
        RAISE EXCEPTION 'ticket % is not committed yet, so the read is not on record', p_ticket USING ERRCODE = 'invalid_transaction_state';
    END IF;
    RETURN v_ticket;
END $function$;
