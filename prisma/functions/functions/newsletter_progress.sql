CREATE OR REPLACE FUNCTION public.newsletter_progress(p_issue bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT jsonb_build_object(
        'pending', count(*) FILTER (WHERE d.state = 'pending'),
        'sent', count(*) FILTER (WHERE d.state = 'sent'),
        'dead', count(*) FILTER (WHERE d.state = 'dead'),
        'cancelled', count(*) FILTER (WHERE d.state = 'cancelled'))
    FROM newsletter_delivery d WHERE d.issue_id = p_issue;
$function$;
