-- What the back office keeps about sign-ins, and for how long. The sign-in
-- log holds each attempt's address (cut to its /64), which is personal data:
-- it is kept a year, long enough to look back at an incident, then deleted.
-- Ended sessions and spent or expired invitations are of no further use
-- after 30 days. Every instance's hourly housekeeping calls this; the work is
-- the same whichever runs it.

CREATE FUNCTION staff_housekeeping() RETURNS TABLE (sign_ins_deleted integer, sessions_deleted integer, invitations_deleted integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
END $$;

REVOKE ALL ON FUNCTION staff_housekeeping() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_housekeeping() TO nassco_app;
COMMENT ON TABLE staff_sign_in_log IS 'Every back-office sign-in step, success or not. Append-only; kept a year (staff_housekeeping).';
