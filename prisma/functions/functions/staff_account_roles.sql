CREATE OR REPLACE FUNCTION public.staff_account_roles(p_admin_token bytea, p_name text, p_roles text[], p_desk text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_admin staff_account;
    v_account staff_account;
    v_roles text[];
    v_desk text;
    v_newly_officer boolean;
BEGIN
    -- One change of roles at a time, so that two admins taking each other's admin role at the
    -- same moment cannot both succeed: the second finds its caller no longer an admin.
    PERFORM pg_advisory_xact_lock(hashtext('staff_account_roles'));
    v_admin := staff_admin_of(p_admin_token);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot change their own roles: another admin must' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer, grievance_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    -- In the one order the accounts page lists them, each once.
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']) r WHERE r = ANY (p_roles));
    v_newly_officer := 'grievance_officer' = ANY (v_roles) AND NOT 'grievance_officer' = ANY (v_account.roles);
    IF v_newly_officer THEN
        IF p_desk IS NULL THEN
            RAISE EXCEPTION 'a new grievance officer is given a desk: a state, or national' USING ERRCODE = 'check_violation';
        END IF;
        IF p_desk <> 'national' AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_desk) THEN
            RAISE EXCEPTION 'there is no state % in the register', p_desk USING ERRCODE = 'check_violation';
        END IF;
        v_desk := nullif(p_desk, 'national');
    ELSIF p_desk IS NOT NULL THEN
        RAISE EXCEPTION 'a desk is given with the grievance officer''s role; the desk form changes it after' USING ERRCODE = 'check_violation';
    ELSIF 'grievance_officer' = ANY (v_roles) THEN
        v_desk := v_account.desk_state;
    END IF;
    IF v_roles @> v_account.roles AND v_roles <@ v_account.roles THEN RETURN false; END IF;
    UPDATE staff_account a SET roles = v_roles, desk_state = v_desk WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account roles changed', 'staff:' || p_name,
            jsonb_build_object('roles', to_jsonb(v_account.roles))
                || CASE WHEN v_desk IS DISTINCT FROM v_account.desk_state OR v_newly_officer
                        THEN jsonb_build_object('desk_state', v_account.desk_state) ELSE '{}' END,
            jsonb_build_object('roles', to_jsonb(v_roles))
                || CASE WHEN v_desk IS DISTINCT FROM v_account.desk_state OR v_newly_officer
                        THEN jsonb_build_object('desk_state', v_desk) ELSE '{}' END);
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.staff_account_roles(p_admin_token bytea, p_name text, p_roles text[], p_desk text) IS 'An admin sets a colleague''s roles (never their own); the account''s sessions end; audited. A new grievance officer is given a desk with the role (a state, or ''national''; required), and one who loses the role loses the desk. False when the roles were already so.';
