CREATE OR REPLACE FUNCTION public.dar_export_audit(p_since timestamp with time zone)
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    INSERT INTO audit_log (action, after)
    VALUES ('export', jsonb_build_object('since', p_since,
                                         'requests', (SELECT count(*) FROM data_access_request WHERE created_at >= p_since)))
    RETURNING id;
$function$;

COMMENT ON FUNCTION public.dar_export_audit(p_since timestamp with time zone) IS 'Records an export of the requests received since a time, with their count, and returns the ticket for dar_export(). CALL dar_export_ticket(since) does it and commits.';
