CREATE OR REPLACE FUNCTION public.content_row_problem(p_collection text, p_row jsonb)
 RETURNS TABLE(sqlstate text, constraint_name text, message text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_state text;
    v_constraint text;
    v_message text;
BEGIN
    BEGIN
        PERFORM content_upsert(p_collection, p_row);
        RAISE EXCEPTION 'nassco: would be written' USING ERRCODE = 'P0002';
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_constraint = CONSTRAINT_NAME, v_message = MESSAGE_TEXT;
    END;
    IF v_state = 'P0002' AND v_message = 'nassco: would be written' THEN RETURN; END IF;
    RETURN QUERY SELECT v_state, nullif(v_constraint, ''), v_message;
END $function$;
