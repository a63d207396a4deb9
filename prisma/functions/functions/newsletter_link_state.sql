CREATE OR REPLACE FUNCTION public.newsletter_link_state(p_token text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT CASE WHEN status = 'pending' AND confirm_by < now() THEN 'expired' ELSE status END
    FROM newsletter_subscriber
    WHERE token_sha256 = newsletter_token_hash(p_token)
       OR id = (SELECT d.subscriber_id FROM newsletter_delivery d WHERE d.unsubscribe_sha256 = newsletter_token_hash(p_token))
    LIMIT 1;
$function$;
