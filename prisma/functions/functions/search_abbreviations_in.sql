CREATE OR REPLACE FUNCTION public.search_abbreviations_in(p_text text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT coalesce(string_agg(a.short, ' ' ORDER BY a.short), '')
    FROM search_abbreviation a
    WHERE strpos(lower(p_text), lower(a.long)) > 0
$function$;
