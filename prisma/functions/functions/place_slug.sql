CREATE OR REPLACE FUNCTION public.place_slug(p_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT regexp_replace(regexp_replace(regexp_replace(lower(p_name), '[^a-z0-9_\s-]', '', 'g'), '[\s_-]+', '-', 'g'), '^-+|-+$', '', 'g')
$function$;

COMMENT ON FUNCTION public.place_slug(p_name text) IS 'An LGA''s address part, by the rule of app/utils/slug.ts (slugify); a test keeps the two in step.';
