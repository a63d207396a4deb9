CREATE OR REPLACE FUNCTION public.faq_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'faq:' || f.id, 'faq', f.question, markdown_plain_text(f.answer), '',
           CASE WHEN f.locale = 'en' THEN '' ELSE '/' || f.locale END || '/resource-hub/faqs#' || coalesce(f.translation_of, f.id)
    FROM faq f
    WHERE content_is_live(f.status, f.publish_at, f.unpublish_at) AND (p_ids IS NULL OR f.id = ANY (p_ids))
$function$;
