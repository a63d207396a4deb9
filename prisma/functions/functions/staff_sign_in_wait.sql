CREATE OR REPLACE FUNCTION public.staff_sign_in_wait(p_name_key text, p_client text)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH since AS (
        SELECT coalesce(max(at) FILTER (WHERE event IN ('code_ok', 'recovery_code_used', 'unlocked')), '-infinity') AS success,
               coalesce(max(at) FILTER (WHERE event = 'unlocked'), '-infinity') AS unlocked
        FROM staff_sign_in_log WHERE name_key = p_name_key
    ), untrusted AS (
        SELECT l.client, l.at FROM staff_sign_in_log l, since
        WHERE l.name_key = p_name_key AND l.device_id IS NULL AND l.event IN ('password_check', 'code_bad')
          AND l.at > now() - interval '15 minutes' AND l.at > since.unlocked
    ), pair AS (
        SELECT count(*) AS tries, max(u.at) AS latest FROM untrusted u, since WHERE u.client = p_client AND u.at > since.success
    ), by_name AS (
        SELECT count(*) AS tries, max(u.at) AS latest FROM untrusted u
    ), by_client AS (
        SELECT count(*) AS failures, max(at) AS latest FROM staff_sign_in_log
        WHERE client = p_client AND device_id IS NULL AND at > now() - interval '15 minutes'
          AND (event = 'code_bad' OR (event = 'password_bad' AND account_id IS NOT NULL))
    )
    SELECT greatest(
        CASE WHEN p.tries >= 5 THEN ceil(extract(epoch FROM p.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN n.tries >= 20 THEN ceil(extract(epoch FROM n.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN c.failures >= 30 THEN ceil(extract(epoch FROM c.latest + interval '15 minutes' - now())) ELSE 0 END,
        0)::integer
    FROM pair p, by_name n, by_client c
$function$;
