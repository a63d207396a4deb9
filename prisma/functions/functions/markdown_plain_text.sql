CREATE OR REPLACE FUNCTION public.markdown_plain_text(p_markdown text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
    SELECT btrim(regexp_replace(
        regexp_replace(
            regexp_replace(
                regexp_replace(
                    regexp_replace(
                        regexp_replace(coalesce(p_markdown, ''), '^ {0,3}:{3,}.*$', '', 'gn'),
                    '\s*\{(#[A-Za-z0-9_-]+|[a-z]+=[A-Za-z0-9_-]+)\}\s*$', '', 'gn'),
                '!?\[([^]]*)\]\([^)]*\)', '\1', 'g'),
            '^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+', '', 'gn'),
        '^\s*\|?\s*:?-{3,}.*$', '', 'gn'),
    '[*_`|\\]+', ' ', 'g'))
$function$;
