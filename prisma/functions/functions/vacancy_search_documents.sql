CREATE OR REPLACE FUNCTION public.vacancy_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'vacancy:' || v.id, 'vacancy', v.title, v.summary,
           v.location || '. Closing date: ' || to_char(v.closes_on, 'FMMonth DD, YYYY') || '. ' || markdown_plain_text(v.body),
           '/get-involved/careers/' || v.slug
    FROM vacancy v
    WHERE v.locale = 'en' AND content_is_live(v.status, v.publish_at, v.unpublish_at) AND (p_ids IS NULL OR v.id = ANY (p_ids))
$function$;
