CREATE OR REPLACE FUNCTION public.staff_totp_pending(p_token_sha256 bytea)
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT a.totp_pending FROM staff_session_of(p_token_sha256, 'enrol') s JOIN staff_account a ON a.id = s.account_id
$function$;
