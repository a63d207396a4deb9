CREATE OR REPLACE FUNCTION public.search_fold(p_text text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT regexp_replace(
        translate(normalize(coalesce(p_text, ''), NFD), 'ɓƁɗƊƙƘƴƳ', 'bBdDkKyY'),
        '[\u0300-\u036f]', '', 'g')
$function$;
