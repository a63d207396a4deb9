CREATE OR REPLACE FUNCTION public.staff_housekeeping()
 RETURNS TABLE(sign_ins_deleted integer, sessions_deleted integer, invitations_deleted integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_sign_ins integer;
    v_sessions integer;
    v_invitations integer;
BEGIN
    DELETE FROM staff_sign_in_log WHERE at < now() - interval '1 year';
    GET DIAGNOSTICS v_sign_ins = ROW_COUNT;
    DELETE FROM staff_session WHERE coalesce(ended_at, greatest(last_seen_at + interval '30 minutes', created_at + interval '12 hours'))
                                    < now() - interval '30 days';
    GET DIAGNOSTICS v_sessions = ROW_COUNT;
    DELETE FROM staff_invitation WHERE coalesce(used_at, expires_at) < now() - interval '30 days';
    GET DIAGNOSTICS v_invitations = ROW_COUNT;
    RETURN QUERY SELECT v_sign_ins, v_sessions, v_invitations;
END $function$;
