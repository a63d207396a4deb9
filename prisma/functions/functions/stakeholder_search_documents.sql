CREATE OR REPLACE FUNCTION public.stakeholder_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'stakeholder:' || s.id, 'partner', s.name,
           CASE s.group_name WHEN 'donors' THEN 'Donor or development partner'
                             WHEN 'government' THEN 'Government agency'
                             ELSE 'Private organisation' END,
           '', '/get-involved/our-stakeholders#stakeholder-' || s.id
    FROM stakeholder s
    WHERE s.locale = 'en' AND content_is_live(s.status, s.publish_at, s.unpublish_at) AND (p_ids IS NULL OR s.id = ANY (p_ids))
$function$;
