CREATE OR REPLACE PROCEDURE public.dar_export_ticket(IN p_since timestamp with time zone, INOUT ticket bigint DEFAULT NULL::bigint)
 LANGUAGE plpgsql
AS $procedure$
BEGIN
    ticket := public.dar_export_audit(p_since);
    COMMIT;
END $procedure$;

COMMENT ON PROCEDURE public.dar_export_ticket(IN p_since timestamp with time zone, INOUT ticket bigint) IS 'CALL dar_export_ticket(''2026-01-01''): records an export under your login, commits it, and returns the ticket for SELECT * FROM dar_export(ticket) within five minutes.';
