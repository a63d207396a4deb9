CREATE OR REPLACE FUNCTION public.search_words(p_text text)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT DISTINCT lower(unaccent(word))
    FROM regexp_split_to_table(p_text, '[^[:alnum:]]+') AS word
    WHERE length(word) BETWEEN 3 AND 30 AND word !~ '^[0-9]+$'
$function$;

COMMENT ON FUNCTION public.search_words(p_text text) IS 'The distinct words of a text as search_word holds them: runs of letters and digits of 3 to 30 characters, not all digits, lower-cased without accents.';
