CREATE OR REPLACE FUNCTION public.policy_document_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'policy_document:' || d.id, 'document (PDF)', d.title, markdown_plain_text(d.summary),
           to_char(d.published_on, 'FMMonth DD, YYYY'), d.file_url
    FROM policy_document d
    WHERE d.locale = 'en' AND content_is_live(d.status, d.publish_at, d.unpublish_at) AND (p_ids IS NULL OR d.id = ANY (p_ids))
$function$;
