CREATE OR REPLACE FUNCTION public.staff_page_view_statistics(p_token_sha256 bytea)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_since date := (now() AT TIME ZONE 'Africa/Lagos')::date - 30;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
    RETURN jsonb_build_object(
        'by_day', (SELECT coalesce(jsonb_agg(jsonb_build_object('day', day, 'views', views, 'without_javascript', nojs) ORDER BY day), '[]')
                   FROM (SELECT day, sum(views)::integer AS views, sum(views_without_javascript)::integer AS nojs
                         FROM page_view_day_device WHERE day > v_since GROUP BY day) d),
        'top_pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'views', views) ORDER BY views DESC, path), '[]')
                      FROM (SELECT path, sum(views)::integer AS views FROM page_view_day_path WHERE day > v_since GROUP BY path
                            ORDER BY 2 DESC, 1 LIMIT 20) p),
        'by_device', (SELECT coalesce(jsonb_object_agg(device, views), '{}')
                      FROM (SELECT device, sum(views)::integer AS views FROM page_view_day_device WHERE day > v_since GROUP BY device) d));
END $function$;
