CREATE OR REPLACE FUNCTION public.content_collection_checked(p_collection text)
 RETURNS regclass
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NOT EXISTS (SELECT FROM content_collection WHERE table_name = p_collection) THEN
        RAISE EXCEPTION 'there is no collection %', p_collection USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN p_collection::regclass;
END $function$;
