CREATE OR REPLACE FUNCTION public.staff_account_desk(p_admin_token bytea, p_name text, p_desk_state text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_admin staff_account;
    v_account staff_account;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('staff_account_roles'));
    v_admin := staff_admin_of(p_admin_token);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot change their own desk: another admin must' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_desk_state IS NOT NULL AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_desk_state) THEN
        RAISE EXCEPTION 'there is no state % in the register', p_desk_state USING ERRCODE = 'check_violation';
    END IF;
    IF p_desk_state IS NOT NULL AND NOT 'grievance_officer' = ANY (v_account.roles) THEN
        RAISE EXCEPTION 'only a grievance officer has a desk' USING ERRCODE = 'check_violation';
    END IF;
    IF v_account.desk_state IS NOT DISTINCT FROM p_desk_state THEN RETURN false; END IF;
    UPDATE staff_account a SET desk_state = p_desk_state WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account desk changed', 'staff:' || p_name,
            jsonb_build_object('desk_state', v_account.desk_state), jsonb_build_object('desk_state', p_desk_state));
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.staff_account_desk(p_admin_token bytea, p_name text, p_desk_state text) IS 'An admin sets a grievance officer''s state desk (a state of register_state), or clears it (null: the national office); never their own. Ends the account''s sessions and is audited. False when the desk was already so.';
