CREATE OR REPLACE FUNCTION public.staff_account_roles(p_admin_token bytea, p_name text, p_roles text[])
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot change their own roles: another admin must' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer, grievance_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    -- In the one order the accounts page lists them, each once.
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']) r WHERE r = ANY (p_roles));
    IF v_roles @> v_account.roles AND v_roles <@ v_account.roles THEN RETURN false; END IF;
    UPDATE staff_account a SET roles = v_roles WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account roles changed', 'staff:' || p_name,
            jsonb_build_object('roles', to_jsonb(v_account.roles)), jsonb_build_object('roles', to_jsonb(v_roles)));
    RETURN true;
END $function$;
