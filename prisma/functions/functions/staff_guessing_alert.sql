CREATE OR REPLACE FUNCTION public.staff_guessing_alert(p_account bigint, p_name_key text)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_to text[];
BEGIN
    IF p_account IS NULL
       OR (SELECT count(*) FROM staff_sign_in_log WHERE name_key = p_name_key AND event IN ('password_bad', 'code_bad')
             AND at > now() - interval '15 minutes') < 5
       OR EXISTS (SELECT FROM staff_sign_in_log WHERE account_id = p_account AND event = 'guessing_alert' AND at > now() - interval '1 hour') THEN
        RETURN ARRAY[]::text[];
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (p_account, p_name_key, 'server', 'guessing_alert');
    SELECT array_agg(DISTINCT a.email) INTO v_to FROM staff_account a
    WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND (a.id = p_account OR 'admin' = ANY (a.roles));
    RETURN coalesce(v_to, ARRAY[]::text[]);
END $function$;
