CREATE OR REPLACE FUNCTION public.staff_request_officers(p_token_sha256 bytea)
 RETURNS TABLE(name text, display_name text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['request_officer']);
    RETURN QUERY SELECT a.name, a.display_name FROM staff_account a
                 WHERE 'request_officer' = ANY (a.roles) AND a.disabled_at IS NULL ORDER BY a.display_name, a.name;
END $function$;
