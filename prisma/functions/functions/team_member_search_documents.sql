CREATE OR REPLACE FUNCTION public.team_member_search_documents(p_ids text[] DEFAULT NULL::text[])
 RETURNS TABLE(key text, kind text, title text, description text, body text, url text)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT 'team-member:' || m.id, 'management', CASE WHEN m.name = '' THEN m.role ELSE m.name END,
           CASE WHEN m.name = '' THEN 'Management team' ELSE m.role || ', management team' END,
           m.bio, '/who-we-are/about-us#person-' || m.id
    FROM team_member m
    WHERE m.locale = 'en' AND content_is_live(m.status, m.publish_at, m.unpublish_at) AND (p_ids IS NULL OR m.id = ANY (p_ids))
$function$;
