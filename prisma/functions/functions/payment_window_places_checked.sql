CREATE OR REPLACE FUNCTION public.payment_window_places_checked()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_unknown text;
BEGIN
    SELECT lga INTO v_unknown FROM unnest(NEW.lgas) AS lga
    WHERE NOT EXISTS (SELECT FROM register_lga r WHERE r.state = NEW.state AND r.name = lga)
    LIMIT 1;
    IF v_unknown IS NOT NULL THEN
        RAISE EXCEPTION '"%" is not an LGA of %', v_unknown, NEW.state
            USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_window_lgas_check', TABLE = 'payment_window';
    END IF;
    RETURN NEW;
END $function$;
