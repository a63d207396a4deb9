CREATE OR REPLACE FUNCTION public.page_feedback_record(p_path text, p_answer text, p_comment text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_day date := (now() AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    INSERT INTO page_feedback_daily AS f (day, path, answer, count) VALUES (v_day, p_path, p_answer, 1)
    ON CONFLICT (day, path, answer) DO UPDATE SET count = f.count + 1;
    IF p_comment IS NOT NULL THEN
        INSERT INTO page_feedback_comment (day, path, answer, comment) VALUES (v_day, p_path, p_answer, p_comment);
    END IF;
END $function$;
