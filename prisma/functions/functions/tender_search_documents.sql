CREATE OR REPLACE FUNCTION public.tender_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'tender:' || t.id, 'tender (PDF)', t.title, markdown_plain_text(t.summary),
           to_char(t.published_on, 'FMMonth DD, YYYY')
               || coalesce(' Closing date: ' || to_char(t.closes_on, 'FMMonth DD, YYYY'), ''),
           t.file_url
    FROM tender t
    WHERE t.locale = 'en' AND content_is_live(t.status, t.publish_at, t.unpublish_at) AND (p_ids IS NULL OR t.id = ANY (p_ids))
$function$;
