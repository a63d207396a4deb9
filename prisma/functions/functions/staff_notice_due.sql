CREATE OR REPLACE FUNCTION public.staff_notice_due(p_reference text, p_per_hour integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM pg_advisory_xact_lock(7260419003);
    IF (SELECT count(*) FROM mail_outbox WHERE kind = 'staff notification' AND created_at > now() - interval '1 hour') < p_per_hour THEN
        RETURN true;
    END IF;
    INSERT INTO staff_digest_entry (reference) VALUES (p_reference);
    RETURN false;
END $function$;

COMMENT ON FUNCTION public.staff_notice_due(p_reference text, p_per_hour integer) IS 'At most p_per_hour notices of new requests go to the office in any hour; later requests wait in staff_digest_entry for the digest.';
