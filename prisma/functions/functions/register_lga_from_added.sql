CREATE OR REPLACE FUNCTION public.register_lga_from_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    INSERT INTO register_lga (state, name, slug, position)
    SELECT NEW.state, NEW.lga, place_slug(NEW.lga), coalesce(max(position), 0) + 1
    FROM register_lga WHERE state = NEW.state
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $function$;
