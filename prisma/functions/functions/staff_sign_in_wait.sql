CREATE OR REPLACE FUNCTION public.staff_sign_in_wait(p_name_key text, p_client text)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    WITH since AS (
        SELECT coalesce(max(at), '-infinity') AS at FROM staff_sign_in_log
        WHERE name_key = p_name_key AND event IN ('code_ok', 'recovery_code_used', 'unlocked')
    ), pair AS (
        SELECT count(*) AS tries, max(l.at) AS latest FROM staff_sign_in_log l, since
        WHERE l.name_key = p_name_key AND l.client = p_client AND l.event IN ('password_check', 'code_bad')
          AND l.at > now() - interval '15 minutes' AND l.at > since.at
    ), by_client AS (
        SELECT count(*) AS failures, max(at) AS latest FROM staff_sign_in_log
        WHERE client = p_client AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
    )
    SELECT greatest(
        CASE WHEN p.tries >= 5 THEN ceil(extract(epoch FROM p.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN c.failures >= 30 THEN ceil(extract(epoch FROM c.latest + interval '15 minutes' - now())) ELSE 0 END,
        0)::integer
    FROM pair p, by_client c
$function$;
