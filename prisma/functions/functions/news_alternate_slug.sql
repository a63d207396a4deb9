CREATE OR REPLACE FUNCTION public.news_alternate_slug(p_title text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT regexp_replace(regexp_replace(regexp_replace(lower(p_title), '[^a-z0-9\s]', '', 'g'), '^\s+|\s+$', '', 'g'), '\s+', '-', 'g')
$function$;

COMMENT ON FUNCTION public.news_alternate_slug(p_title text) IS 'The other reading of the slug rule (app/utils/slug.ts alternateSlug): old links made this way lead to the article.';
