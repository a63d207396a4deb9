CREATE OR REPLACE FUNCTION public.staff_unlock(p_admin_token bytea, p_name text, p_name_key text, p_client text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_account_set(p_admin_token, p_name, 'unlock', p_client);
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    SELECT a.id, p_name_key, p_client, 'unlocked' FROM staff_account a WHERE a.name = p_name;
END $function$;
