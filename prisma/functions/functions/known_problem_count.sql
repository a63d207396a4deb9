CREATE OR REPLACE FUNCTION public.known_problem_count(p_id text, p_channel text, p_filed boolean)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    INSERT INTO known_problem_reach AS r (known_problem_id, channel, shown, filed)
    SELECT k.id, p_channel, CASE WHEN p_filed THEN 0 ELSE 1 END, CASE WHEN p_filed THEN 1 ELSE 0 END
    FROM known_problem k WHERE k.id = p_id
    ON CONFLICT (known_problem_id, channel, day)
    DO UPDATE SET shown = r.shown + EXCLUDED.shown, filed = r.filed + EXCLUDED.filed
$function$;

COMMENT ON FUNCTION public.known_problem_count(p_id text, p_channel text, p_filed boolean) IS 'Counts one showing of a notice before filing (p_filed false), or one report filed anyway after it (true), on a channel today.';
