CREATE OR REPLACE FUNCTION public.mail_hand_over(p_id bigint)
 RETURNS boolean
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE mail_outbox SET handed_over_at = clock_timestamp() WHERE id = p_id AND state = 'sending' RETURNING true;
$function$;
