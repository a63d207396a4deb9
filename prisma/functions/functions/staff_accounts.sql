CREATE OR REPLACE FUNCTION public.staff_accounts(p_admin_token bytea)
 RETURNS TABLE(name text, display_name text, roles text[], enrolled boolean, disabled boolean, created_by text, created_at timestamp with time zone, last_signed_in timestamp with time zone, open_sessions integer, desk_state text, email text)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT a.name, a.display_name, a.roles, a.totp_secret IS NOT NULL, a.disabled_at IS NOT NULL, a.created_by, a.created_at,
           (SELECT max(l.at) FROM staff_sign_in_log l WHERE l.account_id = a.id AND l.event IN ('code_ok', 'recovery_code_used', 'enrolled')),
           (SELECT count(*)::integer FROM staff_session s WHERE s.account_id = a.id AND s.ended_at IS NULL AND s.stage = 'full'
              AND s.last_seen_at > now() - interval '30 minutes' AND s.created_at > now() - interval '12 hours'),
           a.desk_state, a.email
    FROM staff_account a, staff_admin_of(p_admin_token) admin
    ORDER BY a.disabled_at IS NOT NULL, a.name
$function$;

COMMENT ON FUNCTION public.staff_accounts(p_admin_token bytea) IS 'Every account for an admin: names, roles, desk, address, whether set up or disabled, last sign-in and open sessions; never a hash or a secret.';
