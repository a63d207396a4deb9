CREATE OR REPLACE FUNCTION public.staff_digest_take()
 RETURNS SETOF text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NOT pg_try_advisory_xact_lock(7260419004)
       OR NOT EXISTS (SELECT FROM staff_digest_entry WHERE created_at <= now() - interval '1 hour') THEN
        RETURN;
    END IF;
    RETURN QUERY DELETE FROM staff_digest_entry RETURNING reference;
END $function$;

COMMENT ON FUNCTION public.staff_digest_take() IS 'Takes every waiting reference for one digest mail, written in the same transaction, once the oldest has waited an hour.';
