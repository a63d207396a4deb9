CREATE OR REPLACE FUNCTION public.staff_partners(p_token_sha256 bytea)
 RETURNS TABLE(id integer, name text, contact_email text, created_by text, created_at timestamp with time zone, disabled_at timestamp with time zone, last_used_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['admin']);
    RETURN QUERY SELECT p.id, p.name, p.contact_email, p.created_by, p.created_at, p.disabled_at, p.last_used_at
                 FROM grievance_partner p ORDER BY p.disabled_at IS NOT NULL, lower(p.name);
END $function$;

COMMENT ON FUNCTION public.staff_partners(p_token_sha256 bytea) IS 'Every partner of the grievance API, for an admin: never its key''s hash.';
