CREATE OR REPLACE FUNCTION public.payment_alert_link_state(p_token text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT coalesce((
        SELECT CASE WHEN confirmed_at IS NOT NULL THEN 'confirmed' WHEN confirm_by <= now() THEN 'expired' ELSE 'pending' END
        FROM payment_alert_subscription WHERE link_token = p_token), 'unknown')
$function$;

COMMENT ON FUNCTION public.payment_alert_link_state(p_token text) IS 'What an e-mail alert link''s secret names: a pending, confirmed or expired subscription, or unknown (never given, stopped or erased). Changes nothing. For nassco_app alone.';
