CREATE OR REPLACE FUNCTION public.staff_newsletter(p_token_sha256 bytea, p_issue bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN (SELECT to_jsonb(i) || jsonb_build_object(
                'progress', newsletter_progress(i.id),
                'failures', coalesce((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'state', o.state, 'attempts', o.attempts,
                                                                          'last_error', o.last_error, 'next_attempt_at', o.next_attempt_at)
                                                       ORDER BY o.id)
                                      FROM newsletter_delivery d JOIN mail_outbox o ON o.message_id = d.message_id
                                      WHERE d.issue_id = i.id AND o.last_error IS NOT NULL AND o.state IN ('pending', 'dead')), '[]'),
                'confirmed_subscribers', (SELECT count(*) FROM newsletter_subscriber s WHERE s.status = 'confirmed'))
            FROM newsletter_issue i WHERE i.id = p_issue);
END $function$;
