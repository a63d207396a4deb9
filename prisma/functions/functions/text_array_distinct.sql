CREATE OR REPLACE FUNCTION public.text_array_distinct(p_items text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT count(DISTINCT lower(item)) = count(*) FROM unnest(p_items) AS item
$function$;
