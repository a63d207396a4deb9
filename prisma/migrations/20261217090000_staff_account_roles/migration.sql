-- Changes to an account after it is made (docs/decisions/0036-account-changes.md):
-- an admin changes a colleague's roles, and a signed-in person changes their
-- own password. Both take the hash of the caller's session cookie, as every
-- staff_* function does, and end the sessions the change makes stale.

-- The sign-in log records a password change, with the address it came from.
ALTER TABLE staff_sign_in_log DROP CONSTRAINT staff_sign_in_log_event_check;
ALTER TABLE staff_sign_in_log ADD CONSTRAINT staff_sign_in_log_event_check CHECK (event IN (
    'password_ok', 'password_bad', 'code_ok', 'code_bad', 'recovery_code_used', 'refused_locked',
    'enrolled', 'signed_out', 'signed_out_everywhere', 'session_expired', 'unlocked', 'password_changed'));

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

-- Changing one's own password, step one: the hash to check the current
-- password against, for a full session only. A locked name or address gets
-- no hash, but how long to wait (and the refusal is logged), as at sign-in.
CREATE FUNCTION staff_password_current(p_token_sha256 bytea, p_name_key text, p_client text)
RETURNS TABLE (password_hash text, wait_seconds integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
    v_wait integer;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'full') s;
    IF v_account IS NULL THEN
        RAISE EXCEPTION 'only a signed-in person may change their password' USING ERRCODE = 'insufficient_privilege';
    END IF;
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::text, v_wait;
        RETURN;
    END IF;
    RETURN QUERY SELECT a.password_hash, 0 FROM staff_account a WHERE a.id = v_account;
END $$;

-- Step two: the site says whether the current password matched. A wrong one
-- is logged as a failed password under the name's key, so it counts towards
-- the same lock as a wrong password at sign-in. A right one stores the new
-- hash and ends every session of the person: whoever else may know the old
-- password is signed out everywhere. The session in use is replaced by one
-- under a new secret, as every step of signing in is, so no copy of the old
-- cookie outlives the change; it keeps its start, so the 12 hours still count from sign-in.
CREATE FUNCTION staff_password_change(p_token_sha256 bytea, p_name_key text, p_client text, p_matched boolean,
                                      p_password_hash text, p_new_token_sha256 bytea)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_session record;
BEGIN
    SELECT s.account_id, s.name, s.created_at INTO v_session FROM staff_session_of(p_token_sha256, 'full') s;
    IF v_session.account_id IS NULL THEN
        RAISE EXCEPTION 'only a signed-in person may change their password' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF staff_sign_in_wait(p_name_key, p_client) > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_session.account_id, p_name_key, p_client, 'refused_locked');
        RETURN false;
    END IF;
    IF NOT p_matched THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_session.account_id, p_name_key, p_client, 'password_bad');
        RETURN false;
    END IF;
    UPDATE staff_account a SET password_hash = p_password_hash WHERE a.id = v_session.account_id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_session.account_id AND s.ended_at IS NULL;
    INSERT INTO staff_session (token_sha256, account_id, stage, created_at) VALUES (p_new_token_sha256, v_session.account_id, 'full', v_session.created_at);
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_session.account_id, p_name_key, p_client, 'password_changed');
    INSERT INTO audit_log (actor, action, subject) VALUES (v_session.name, 'staff password changed', 'staff:' || v_session.name);
    RETURN true;
END $$;

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'staff_account_roles(bytea, text, text[])', 'staff_password_current(bytea, text, text)',
        'staff_password_change(bytea, text, text, boolean, text, bytea)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;
