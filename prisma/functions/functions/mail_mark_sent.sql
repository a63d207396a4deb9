CREATE OR REPLACE FUNCTION public.mail_mark_sent(p_id bigint)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE mail_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', params = NULL,
        last_error = NULL, handed_over_at = NULL
    WHERE id = p_id AND state = 'sending';
$function$;
