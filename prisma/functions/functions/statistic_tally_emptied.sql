CREATE OR REPLACE FUNCTION public.statistic_tally_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    DELETE FROM statistic_tally
    WHERE CASE TG_TABLE_NAME WHEN 'data_access_request' THEN fact LIKE 'request %' OR fact = 'decision days' ELSE fact LIKE 'subscriber %' END;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.statistic_tally_emptied() IS 'After TRUNCATE of data_access_request or newsletter_subscriber: empties their tallies.';
