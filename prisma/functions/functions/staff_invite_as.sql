CREATE OR REPLACE FUNCTION public.staff_invite_as(p_by text, p_name text, p_display_name text, p_email text, p_roles text[], p_desk text, p_invitation_sha256 bytea)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_roles text[];
    v_email text := nullif(lower(btrim(p_email)), '');
    v_desk text;
    v_account staff_account;
BEGIN
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer, grievance_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']) r WHERE r = ANY (p_roles));
    IF 'grievance_officer' = ANY (v_roles) THEN
        IF p_desk IS NULL THEN
            RAISE EXCEPTION 'a grievance officer is invited with a desk: a state, or national' USING ERRCODE = 'check_violation';
        END IF;
        IF p_desk <> 'national' AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_desk) THEN
            RAISE EXCEPTION 'there is no state % in the register', p_desk USING ERRCODE = 'check_violation';
        END IF;
        v_desk := nullif(p_desk, 'national');
    ELSIF p_desk IS NOT NULL THEN
        RAISE EXCEPTION 'only a grievance officer has a desk' USING ERRCODE = 'check_violation';
    END IF;
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF FOUND THEN
        -- Set up once: its sign-in log says so for a year, the audit log of a new set-up for ever.
        IF v_account.totp_secret IS NOT NULL
           OR EXISTS (SELECT FROM staff_sign_in_log l WHERE l.account_id = v_account.id AND l.event = 'enrolled')
           OR EXISTS (SELECT FROM audit_log l WHERE l.action = 'staff account sign-in reset' AND l.subject = 'staff:' || p_name) THEN
            RAISE EXCEPTION 'there is already an account called %', p_name USING ERRCODE = 'unique_violation';
        END IF;
        UPDATE staff_account a
        SET display_name = btrim(p_display_name), roles = v_roles, email = coalesce(v_email, a.email), desk_state = v_desk
        WHERE a.id = v_account.id;
    ELSE
        INSERT INTO staff_account (name, display_name, roles, email, desk_state, created_by)
        VALUES (p_name, btrim(p_display_name), v_roles, v_email, v_desk, p_by)
        RETURNING * INTO v_account;
    END IF;
    UPDATE staff_invitation i SET used_at = now() WHERE i.account_id = v_account.id AND i.used_at IS NULL;
    INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (p_invitation_sha256, v_account.id, now() + interval '3 days');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (p_by, 'staff account invited', 'staff:' || p_name,
            jsonb_build_object('display_name', btrim(p_display_name), 'roles', to_jsonb(v_roles),
                               'email', (SELECT a.email FROM staff_account a WHERE a.id = v_account.id),
                               'desk', CASE WHEN 'grievance_officer' = ANY (v_roles) THEN coalesce(v_desk, 'national') END));
    RETURN v_account.id;
END $function$;

COMMENT ON FUNCTION public.staff_invite_as(p_by text, p_name text, p_display_name text, p_email text, p_roles text[], p_desk text, p_invitation_sha256 bytea) IS 'Makes an account (or renews the invitation of one never set up) with its address, roles and, for a grievance officer, its desk (a state, or ''national''; required), and a new invitation; audited under p_by. The owner''s alone (npm run staff:invite); admins go through staff_invite.';
