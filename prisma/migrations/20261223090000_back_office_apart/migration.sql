-- The back office apart from the public site (docs/decisions/0046-the-back-office-apart.md).
--
-- Until now one login, nassco_app, served the public site and the back office,
-- and the sign-in functions took its word for what they could not see: that a
-- password matched, which 30-second step a code belonged to; and one of them
-- handed it an account's authenticator secret. Code run by the public site
-- could open a full session for anyone. Now:
-- - the back office runs as its own process under nassco_office, and only it
--   may execute the functions that make, advance or read a staff session, an
--   account, a secret, a recovery code, an invitation or a request's contact
--   details; the mail sender, under nassco_mail, alone takes due mail;
-- - the code is checked here, against the stored secret (RFC 6238 with
--   pgcrypto's hmac), and no function returns a secret once it is in use;
-- - password checks are counted as they start, one name and network at a
--   time, so however many arrive at once at most five are made in 15 minutes;
--   failures from many networks slow a name down rather than lock its owner out,
--   and the admins and the owner are told that the account is being guessed.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_office') OR NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_mail') THEN
        RAISE EXCEPTION 'the back office (nassco_office) and the mail sender (nassco_mail) need logins of their own: '
                        'run the upgrade in docs/database-roles.md as the administrator, then migrate again';
    END IF;
    IF NOT pg_has_role('nassco_office', 'nassco_app', 'MEMBER') THEN
        RAISE EXCEPTION 'nassco_office must be a member of nassco_app (GRANT nassco_app TO nassco_office): docs/database-roles.md';
    END IF;
    IF pg_has_role((SELECT datdba FROM pg_database WHERE datname = current_database()), 'USAGE') THEN
        EXECUTE format('GRANT CONNECT ON DATABASE %I TO nassco_office, nassco_mail', current_database());
    END IF;
END $$;

CREATE EXTENSION IF NOT EXISTS pgcrypto;

-- ---------------------------------------------------------------------------
-- RFC 6238 in the database: SHA-1, six digits, 30-second steps, as every
-- authenticator app reads them from the QR code (app/features/staff-auth/totp.server.ts).

-- An RFC 4648 base32 secret, as the apps are given it, as bytes.
CREATE FUNCTION totp_key(p_secret text) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = public, pg_temp AS $$
DECLARE
    v_alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    v_clean text := upper(translate(p_secret, ' =', ''));
    v_bits bigint := 0;
    v_count integer := 0;
    v_index integer;
    v_key bytea := ''::bytea;
BEGIN
    FOR i IN 1 .. length(v_clean) LOOP
        v_index := strpos(v_alphabet, substr(v_clean, i, 1)) - 1;
        IF v_index < 0 THEN
            RAISE EXCEPTION 'an authenticator secret is base32' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        v_bits := (v_bits << 5) | v_index;
        v_count := v_count + 5;
        IF v_count >= 8 THEN
            v_count := v_count - 8;
            v_key := v_key || set_byte('\x00'::bytea, 0, ((v_bits >> v_count) & 255)::integer);
            v_bits := v_bits & ((1::bigint << v_count) - 1);
        END IF;
    END LOOP;
    RETURN v_key;
END $$;

-- The six digits an app shows for a 30-second step (RFC 4226's dynamic truncation).
CREATE FUNCTION totp_code(p_key bytea, p_step bigint) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = public, pg_temp AS $$
DECLARE
    v_mac bytea := hmac(int8send(p_step), p_key, 'sha1');
    v_at integer := get_byte(v_mac, 19) & 15;
BEGIN
    RETURN lpad(((((get_byte(v_mac, v_at) & 127)::bigint << 24) | (get_byte(v_mac, v_at + 1) << 16)
                  | (get_byte(v_mac, v_at + 2) << 8) | get_byte(v_mac, v_at + 3)) % 1000000)::text, 6, '0');
END $$;

-- The step a typed code belongs to (now, or one step either side for a slow
-- clock or a slow typist), or NULL. Spaces and dashes an app shows are ignored.
CREATE FUNCTION totp_step_matching(p_secret text, p_code text, p_at timestamptz DEFAULT clock_timestamp()) RETURNS bigint
LANGUAGE plpgsql STABLE SET search_path = public, pg_temp AS $$
DECLARE
    v_code text := translate(coalesce(p_code, ''), ' -', '');
    v_step bigint := floor(extract(epoch FROM p_at) / 30)::bigint;
    v_key bytea;
BEGIN
    IF p_secret IS NULL OR v_code !~ '^[0-9]{6}$' THEN RETURN NULL; END IF;
    v_key := totp_key(p_secret);
    FOR v_delta IN -1 .. 1 LOOP
        IF totp_code(v_key, v_step + v_delta) = v_code THEN RETURN v_step + v_delta; END IF;
    END LOOP;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION totp_key(text), totp_code(bytea, bigint), totp_step_matching(text, text, timestamptz) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- The sign-in log: a password check as it starts, and an alert as it is sent.

ALTER TABLE staff_sign_in_log DROP CONSTRAINT staff_sign_in_log_event_check;
ALTER TABLE staff_sign_in_log ADD CONSTRAINT staff_sign_in_log_event_check CHECK (event IN (
    'password_ok', 'password_bad', 'code_ok', 'code_bad', 'recovery_code_used', 'refused_locked',
    'enrolled', 'signed_out', 'signed_out_everywhere', 'session_expired', 'unlocked', 'password_changed',
    'password_check', 'guessing_alert'));
CREATE INDEX staff_sign_in_log_account ON staff_sign_in_log (account_id, event, at);

-- How long a name must wait from one network (the address, IPv6 cut to its
-- /64): five password checks (made or started) and wrong codes in 15 minutes
-- since the name's last success lock it there for 15 minutes from the last;
-- thirty failures from one network lock the network. Failures from other
-- networks never lock the owner out: they slow the name down (staff_sign_in_delay).
CREATE OR REPLACE FUNCTION staff_sign_in_wait(p_name_key text, p_client text) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH since AS (
        SELECT coalesce(max(at), '-infinity') AS at FROM staff_sign_in_log
        WHERE name_key = p_name_key AND event IN ('code_ok', 'recovery_code_used', 'unlocked')
    ), pair AS (
        SELECT count(*) AS tries, max(l.at) AS latest FROM staff_sign_in_log l, since
        WHERE l.name_key = p_name_key AND l.client = p_client AND l.event IN ('password_check', 'code_bad')
          AND l.at > now() - interval '15 minutes' AND l.at > since.at
    ), by_client AS (
        SELECT count(*) AS failures, max(at) AS latest FROM staff_sign_in_log
        WHERE client = p_client AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
    )
    SELECT greatest(
        CASE WHEN p.tries >= 5 THEN ceil(extract(epoch FROM p.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN c.failures >= 30 THEN ceil(extract(epoch FROM c.latest + interval '15 minutes' - now())) ELSE 0 END,
        0)::integer
    FROM pair p, by_client c
$$;

-- Seconds to wait before checking a password for a name that many networks
-- are failing on: one a failure past the fifth in 15 minutes, at most ten.
CREATE FUNCTION staff_sign_in_delay(p_name_key text) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT least(10, greatest(0, count(*) - 4))::integer FROM staff_sign_in_log
    WHERE name_key = p_name_key AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
      AND at > coalesce((SELECT max(at) FROM staff_sign_in_log WHERE name_key = p_name_key
                                AND event IN ('code_ok', 'recovery_code_used', 'unlocked')), '-infinity')
$$;

-- Step one: what the back office needs to check a password, counted as a
-- check before it is made. Attempts for one name from one network take turns
-- (an advisory lock), so of any number sent at once no more than five get a
-- hash in 15 minutes. A locked name or network gets none (the refusal is
-- logged); nor does an unknown or disabled name, which is checked against a
-- dummy, so every answer takes as long.
DROP FUNCTION staff_sign_in_start(text, text, text);
CREATE FUNCTION staff_sign_in_start(p_name text, p_name_key text, p_client text)
RETURNS TABLE (account_id bigint, password_hash text, wait_seconds integer, delay_seconds integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_wait integer;
    v_account staff_account;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key || ' ' || p_client, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL;
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::bigint, NULL::text, v_wait, 0;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT v_account.id, v_account.password_hash, 0, staff_sign_in_delay(p_name_key);
END $$;

-- Whom to tell that an account is being guessed (five failures for its name
-- in 15 minutes, from anywhere): its admins and the person, once an hour at
-- most. Empty when it is not due; logs the alert when it is.
CREATE FUNCTION staff_guessing_alert(p_account bigint, p_name_key text) RETURNS text[]
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_to text[];
BEGIN
    IF p_account IS NULL
       OR (SELECT count(*) FROM staff_sign_in_log WHERE name_key = p_name_key AND event IN ('password_bad', 'code_bad')
             AND at > now() - interval '15 minutes') < 5
       OR EXISTS (SELECT FROM staff_sign_in_log WHERE account_id = p_account AND event = 'guessing_alert' AND at > now() - interval '1 hour') THEN
        RETURN ARRAY[]::text[];
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (p_account, p_name_key, 'server', 'guessing_alert');
    SELECT array_agg(DISTINCT a.email) INTO v_to FROM staff_account a
    WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND (a.id = p_account OR 'admin' = ANY (a.roles));
    RETURN coalesce(v_to, ARRAY[]::text[]);
END $$;

-- Step two: the back office says whether the password matched. Only its
-- login may call this (below), never the public site's. A match opens a
-- 'password' session under a new secret; either way the attempt is logged,
-- and a failure returns whom to tell if the account is being guessed.
DROP FUNCTION staff_sign_in_password(bigint, text, text, boolean, bytea);
CREATE FUNCTION staff_sign_in_password(p_account bigint, p_name_key text, p_client text, p_matched boolean, p_token_sha256 bytea)
RETURNS TABLE (ok boolean, alert_to text[])
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF p_account IS NULL OR NOT p_matched THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (p_account, p_name_key, p_client, 'password_bad');
        RETURN QUERY SELECT false, staff_guessing_alert(p_account, p_name_key);
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (p_account, p_name_key, p_client, 'password_ok');
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_token_sha256, p_account, 'password');
    RETURN QUERY SELECT true, ARRAY[]::text[];
END $$;

-- The pending secret of an enrolment, to show as a QR code until its first
-- code proves the app holds it. Once in use, no function returns a secret.
DROP FUNCTION staff_totp_secret(bytea, text);
CREATE FUNCTION staff_totp_pending(p_token_sha256 bytea) RETURNS text
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT a.totp_pending FROM staff_session_of(p_token_sha256, 'enrol') s JOIN staff_account a ON a.id = s.account_id
$$;

-- Step three: a code, checked here against the account's secret, or a
-- recovery code. A step at or before the last one accepted is a replay and
-- fails. Success ends the 'password' session and opens a full one under a
-- new secret. Five wrong codes end the 'password' session: the person starts
-- again, and the name's count locks it.
DROP FUNCTION staff_sign_in_code(bytea, text, text, bigint, bytea, bytea);
CREATE FUNCTION staff_sign_in_code(p_token_sha256 bytea, p_client text, p_name_key text, p_code text, p_recovery_sha256 bytea, p_new_token_sha256 bytea)
RETURNS TABLE (signed_in boolean, recovery_codes_left integer, alert_to text[])
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
    v_step bigint;
    v_ok boolean := false;
    v_recovery boolean := false;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'password') s;
    IF v_account IS NULL THEN
        RETURN QUERY SELECT false, NULL::integer, ARRAY[]::text[];
        RETURN;
    END IF;
    IF p_code IS NOT NULL THEN
        v_step := totp_step_matching((SELECT a.totp_secret FROM staff_account a WHERE a.id = v_account), p_code);
        IF v_step IS NOT NULL THEN
            UPDATE staff_account a SET totp_last_step = v_step WHERE a.id = v_account AND a.totp_last_step < v_step;
            v_ok := FOUND;
        END IF;
    ELSIF p_recovery_sha256 IS NOT NULL THEN
        UPDATE staff_recovery_code r SET used_at = now()
        WHERE r.account_id = v_account AND r.code_sha256 = p_recovery_sha256 AND r.used_at IS NULL;
        v_ok := FOUND;
        v_recovery := FOUND;
    END IF;
    IF NOT v_ok THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'code_bad');
        IF (SELECT count(*) FROM staff_sign_in_log l WHERE l.account_id = v_account AND l.event = 'code_bad'
              AND l.at >= (SELECT s.created_at FROM staff_session s WHERE s.token_sha256 = p_token_sha256)) >= 5 THEN
            UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        END IF;
        RETURN QUERY SELECT false, NULL::integer, staff_guessing_alert(v_account, p_name_key);
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    VALUES (v_account, p_name_key, p_client, CASE WHEN v_recovery THEN 'recovery_code_used' ELSE 'code_ok' END);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account, 'full');
    RETURN QUERY SELECT true, (SELECT count(*)::integer FROM staff_recovery_code r WHERE r.account_id = v_account AND r.used_at IS NULL),
                        ARRAY[]::text[];
END $$;

-- Enrolment, step two: the first code, checked here against the pending
-- secret, proves the app holds it; it becomes the account's, with the
-- recovery codes shown once, and a full session opens. False: a wrong code,
-- or no enrolment under way (staff_totp_pending then returns nothing).
DROP FUNCTION staff_enrol_code(bytea, text, bigint, bytea[], bytea);
CREATE FUNCTION staff_enrol_code(p_token_sha256 bytea, p_client text, p_code text, p_recovery_sha256 bytea[], p_new_token_sha256 bytea)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account staff_account;
    v_step bigint;
BEGIN
    SELECT a.* INTO v_account FROM staff_session_of(p_token_sha256, 'enrol') s JOIN staff_account a ON a.id = s.account_id;
    IF v_account.id IS NULL OR cardinality(p_recovery_sha256) < 8 THEN RETURN false; END IF;
    v_step := totp_step_matching(v_account.totp_pending, p_code);
    IF v_step IS NULL THEN RETURN false; END IF;
    UPDATE staff_account a SET totp_secret = a.totp_pending, totp_pending = NULL, totp_last_step = v_step WHERE a.id = v_account.id;
    DELETE FROM staff_recovery_code r WHERE r.account_id = v_account.id;
    INSERT INTO staff_recovery_code (account_id, code_sha256) SELECT v_account.id, unnest(p_recovery_sha256);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account.id, 'full');
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, 'account:' || v_account.id, p_client, 'enrolled');
    RETURN true;
END $$;

-- Changing one's own password, step one, counted as a password check as at
-- sign-in, so the same five-in-15-minutes holds for both.
CREATE OR REPLACE FUNCTION staff_password_current(p_token_sha256 bytea, p_name_key text, p_client text)
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
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key || ' ' || p_client, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::text, v_wait;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT a.password_hash, 0 FROM staff_account a WHERE a.id = v_account;
END $$;

-- Step two, now that step one counted the check: a wrong password is logged
-- as at sign-in; a right one stores the new hash and ends every other
-- session, as before (20261217090000_staff_account_roles).
CREATE OR REPLACE FUNCTION staff_password_change(p_token_sha256 bytea, p_name_key text, p_client text, p_matched boolean,
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

-- No admin changes their own roles: another admin must, so nobody can give
-- themselves a power alone. Every admin is told of each change (the back
-- office mails them: staff_admin_addresses). Otherwise as before.
CREATE OR REPLACE FUNCTION staff_account_roles(p_admin_token bytea, p_name text, p_roles text[]) RETURNS boolean
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
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot change their own roles: another admin must' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    -- In the one order the accounts page lists them, each once.
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'admin']) r WHERE r = ANY (p_roles));
    IF v_roles @> v_account.roles AND v_roles <@ v_account.roles THEN RETURN false; END IF;
    UPDATE staff_account a SET roles = v_roles WHERE a.id = v_account.id;
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, 'staff account roles changed', 'staff:' || p_name,
            jsonb_build_object('roles', to_jsonb(v_account.roles)), jsonb_build_object('roles', to_jsonb(v_roles)));
    RETURN true;
END $$;

-- The addresses of every admin who has given one, for an admin's session:
-- whom the back office tells of a change of roles.
CREATE FUNCTION staff_admin_addresses(p_admin_token bytea) RETURNS text[]
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT coalesce(array_agg(a.email ORDER BY a.name), ARRAY[]::text[]) FROM staff_account a, staff_admin_of(p_admin_token) admin
    WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND 'admin' = ANY (a.roles)
$$;

INSERT INTO mail_kind (kind, priority) VALUES ('staff sign-in alert', 2), ('staff roles changed', 2);

-- ---------------------------------------------------------------------------
-- Who may execute what. Every function about staff, but the notice the public
-- site queues with a new request, moves from nassco_app to nassco_office
-- (which is a member of nassco_app, so it reads what the public site reads);
-- the outbox's claim and marks move to nassco_mail; the daily retention job to
-- nassco_office, whose process runs it.
DO $$
DECLARE
    v_function record;
BEGIN
    FOR v_function IN
        SELECT p.oid::regprocedure AS signature, p.proname AS name FROM pg_proc p
        WHERE p.pronamespace = 'public'::regnamespace
          AND has_function_privilege('nassco_app', p.oid, 'EXECUTE')
          AND (   (p.proname LIKE 'staff\_%' AND p.proname NOT IN ('staff_notice_due', 'staff_invite_as'))
               OR p.proname IN ('mail_claim', 'mail_mark_sent', 'mail_mark_failed', 'mail_hand_over', 'run_daily_retention'))
    LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC, nassco_app', v_function.signature);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', v_function.signature,
                       CASE WHEN v_function.name LIKE 'mail\_%' THEN 'nassco_mail' ELSE 'nassco_office' END);
    END LOOP;
END $$;
