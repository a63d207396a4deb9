-- Changes to an account after it is made (docs/decisions/0036-account-changes.md):
-- an admin changes a colleague's roles. It takes the hash of the caller's
-- session cookie, as every staff_* function does, and ends the sessions the
-- change makes stale.

-- An admin sets the roles of an account, their own included, but never takes
-- away their own admin role: the office always keeps the admin making the
-- change. Roles are read afresh at every request; the person's open sessions
-- end all the same, so that no page opened under the old roles is still at
-- work. The admin's own session is kept when they change their own roles.
-- False: the roles were already these, and nothing changed.
CREATE FUNCTION staff_account_roles(p_admin_token bytea, p_name text, p_roles text[]) RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_admin staff_account;
    v_account staff_account;
    v_roles text[];
BEGIN
    -- One change of roles at a time, so that two admins taking each other's admin role at the
    -- same moment cannot both succeed: the second finds its caller no longer an admin.
    PERFORM pg_advisory_xact_lock(hashtext('staff_account_roles'));
    v_admin := staff_admin_of(p_admin_token);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    IF v_account.id = v_admin.id AND NOT 'admin' = ANY (p_roles) THEN
        RAISE EXCEPTION 'an admin cannot remove their own admin role' USING ERRCODE = 'check_violation';
    END IF;
    -- In the one order the accounts page lists them, each once.
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'admin']) r WHERE r = ANY (p_roles));
    IF v_roles @> v_account.roles AND v_roles <@ v_account.roles THEN RETURN false; END IF;
    UPDATE staff_account a SET roles = v_roles WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now()
    WHERE s.account_id = v_account.id AND s.ended_at IS NULL AND s.token_sha256 <> p_admin_token;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account roles changed', 'staff:' || p_name,
            jsonb_build_object('roles', to_jsonb(v_account.roles)), jsonb_build_object('roles', to_jsonb(v_roles)));
    RETURN true;
END $$;

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY['staff_account_roles(bytea, text, text[])'] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;
