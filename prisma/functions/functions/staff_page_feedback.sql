CREATE OR REPLACE FUNCTION public.staff_page_feedback(p_token_sha256 bytea)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
    RETURN jsonb_build_object(
        'pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'yes', yes, 'no', no) ORDER BY no DESC, yes DESC, path), '[]')
                  FROM (SELECT path, (sum(count) FILTER (WHERE answer = 'yes'))::integer AS yes,
                               (sum(count) FILTER (WHERE answer = 'no'))::integer AS no
                        FROM page_feedback_daily GROUP BY path) p),
        'comments', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'day', day, 'answer', answer, 'comment', comment) ORDER BY id DESC), '[]')
                     FROM (SELECT * FROM page_feedback_comment ORDER BY id DESC LIMIT 200) c));
END $function$;
