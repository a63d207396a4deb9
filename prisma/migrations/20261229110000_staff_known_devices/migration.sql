-- Issue 64, the back office's sign-in, round four (docs/decisions/0085-known-devices-at-sign-in.md).
--
-- Until now a name was locked network by network (five checks in 15 minutes on each), and a
-- network after thirty failures of any kind. So 200 networks could have 79 passwords checked for
-- one name in 38 seconds, while thirty made-up names typed in one office, behind one address,
-- locked every account there out. Now, after OWASP's "Slow down online guessing attacks with
-- device cookies":
-- - a browser that has signed in as a person gets a signed cookie naming a random device, which
--   the database knows only by its hash (staff_device). With it, the name is checked against that
--   device's own limit (five checks or wrong codes without a success revoke it), never against the
--   locks that strangers cause, so the owner is not locked out by them;
-- - every other browser shares the name's limit: twenty checks or wrong codes in 15 minutes, from
--   any network, refuse the rest for 15 minutes from the last, besides five on each network as
--   before; the delay for a name being guessed now comes before its password is checked;
-- - failures for names that nobody has (or that cannot sign in) no longer count towards a
--   network's lock: thirty on real names still lock it.

CREATE TABLE staff_device (
    id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    account_id    bigint      NOT NULL REFERENCES staff_account ON DELETE CASCADE,
    -- The SHA-256 of the random id the browser's cookie holds: this table cannot make a cookie.
    device_sha256 bytea       NOT NULL UNIQUE CHECK (length(device_sha256) = 32),
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_used_at  timestamptz NOT NULL DEFAULT now(),
    revoked_at    timestamptz
);
CREATE INDEX staff_device_account ON staff_device (account_id, last_used_at);
COMMENT ON TABLE staff_device IS 'A browser that has signed in to the back office as its account (its device cookie, by hash): its sign-ins pass the locks that others cause, under a limit of its own. Only the owner and the staff_* functions read it.';
REVOKE ALL ON staff_device FROM PUBLIC;

-- Which known device a step came from (NULL: any other browser, which shares the name's limit).
ALTER TABLE staff_sign_in_log ADD COLUMN device_id bigint REFERENCES staff_device ON DELETE SET NULL;
CREATE INDEX staff_sign_in_log_device ON staff_sign_in_log (device_id, at);
ALTER TABLE staff_sign_in_log DROP CONSTRAINT staff_sign_in_log_event_check;
ALTER TABLE staff_sign_in_log ADD CONSTRAINT staff_sign_in_log_event_check CHECK (event IN (
    'password_ok', 'password_bad', 'code_ok', 'code_bad', 'recovery_code_used', 'refused_locked',
    'enrolled', 'signed_out', 'signed_out_everywhere', 'session_expired', 'unlocked', 'password_changed',
    'password_check', 'guessing_alert', 'device_new', 'device_revoked'));
COMMENT ON COLUMN staff_sign_in_log.device_id IS 'The known device (staff_device) the step came from; NULL for any other browser.';

-- How long a name must wait in a browser it has not signed in from (no known device), on this
-- network (the address, IPv6 cut to its /64), the greatest of:
-- - five password checks (made or started) and wrong codes on this network in 15 minutes since
--   the name's last success: 15 minutes from the last;
-- - twenty of them on any network since the last admin's unlock, whatever succeeded meanwhile:
--   15 minutes from the last, so no more than twenty are ever made in 15 minutes;
-- - thirty wrong passwords for names that can sign in, and wrong codes, from this network: 15
--   minutes from the last. A made-up name's failures do not count: they lock nobody out.
-- Known devices' steps count towards none of these (staff_sign_in_device_tries).
CREATE OR REPLACE FUNCTION staff_sign_in_wait(p_name_key text, p_client text) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH since AS (
        SELECT coalesce(max(at) FILTER (WHERE event IN ('code_ok', 'recovery_code_used', 'unlocked')), '-infinity') AS success,
               coalesce(max(at) FILTER (WHERE event = 'unlocked'), '-infinity') AS unlocked
        FROM staff_sign_in_log WHERE name_key = p_name_key
    ), untrusted AS (
        SELECT l.client, l.at FROM staff_sign_in_log l, since
        WHERE l.name_key = p_name_key AND l.device_id IS NULL AND l.event IN ('password_check', 'code_bad')
          AND l.at > now() - interval '15 minutes' AND l.at > since.unlocked
    ), pair AS (
        SELECT count(*) AS tries, max(u.at) AS latest FROM untrusted u, since WHERE u.client = p_client AND u.at > since.success
    ), by_name AS (
        SELECT count(*) AS tries, max(u.at) AS latest FROM untrusted u
    ), by_client AS (
        SELECT count(*) AS failures, max(at) AS latest FROM staff_sign_in_log
        WHERE client = p_client AND device_id IS NULL AND at > now() - interval '15 minutes'
          AND (event = 'code_bad' OR (event = 'password_bad' AND account_id IS NOT NULL))
    )
    SELECT greatest(
        CASE WHEN p.tries >= 5 THEN ceil(extract(epoch FROM p.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN n.tries >= 20 THEN ceil(extract(epoch FROM n.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN c.failures >= 30 THEN ceil(extract(epoch FROM c.latest + interval '15 minutes' - now())) ELSE 0 END,
        0)::integer
    FROM pair p, by_name n, by_client c
$$;

-- Seconds to wait before checking a password for a name that browsers it does not know are failing
-- on: one a failure past the fifth in 15 minutes, at most ten. A known device waits for none.
CREATE OR REPLACE FUNCTION staff_sign_in_delay(p_name_key text) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT least(10, greatest(0, count(*) - 4))::integer FROM staff_sign_in_log
    WHERE name_key = p_name_key AND device_id IS NULL AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
      AND at > coalesce((SELECT max(at) FROM staff_sign_in_log WHERE name_key = p_name_key
                                AND event IN ('code_ok', 'recovery_code_used', 'unlocked')), '-infinity')
$$;

-- A known device's own count: its password checks (made or started) and wrong codes since it was
-- last signed in with, or made. Five revoke it (staff_sign_in_start).
CREATE FUNCTION staff_sign_in_device_tries(p_device bigint) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT count(*)::integer FROM staff_sign_in_log l
    WHERE l.device_id = p_device AND l.event IN ('password_check', 'code_bad')
      AND l.at > coalesce((SELECT max(s.at) FROM staff_sign_in_log s
                           WHERE s.device_id = p_device AND s.event IN ('code_ok', 'recovery_code_used', 'device_new')), '-infinity')
$$;

-- The known device of this account that a cookie's hash names, if it is not revoked.
CREATE FUNCTION staff_sign_in_device(p_account bigint, p_device_sha256 bytea) RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT d.id FROM staff_device d WHERE d.account_id = p_account AND d.device_sha256 = p_device_sha256 AND d.revoked_at IS NULL
$$;

-- Step one: what the back office needs to check a password, counted as a check before it is made.
-- From a known device of the account, the device's own limit alone applies: its checks take turns
-- (an advisory lock), and the sixth since its last success revokes it instead, and is then
-- treated as any other browser's. Any other browser's checks for one name take turns on every
-- network (an advisory lock on the name), so of any number sent at once, from anywhere, no more
-- than staff_sign_in_wait allows are made. A locked name or network gets no hash (the refusal is
-- logged); nor does an unknown or disabled name, which is checked against a dummy, so every answer
-- takes as long. delay_seconds is how long to wait before checking.
DROP FUNCTION staff_sign_in_start(text, text, text);
CREATE FUNCTION staff_sign_in_start(p_name text, p_name_key text, p_client text, p_device_sha256 bytea DEFAULT NULL)
RETURNS TABLE (account_id bigint, password_hash text, wait_seconds integer, delay_seconds integer, device_id bigint)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_wait integer;
    v_account staff_account;
    v_device bigint;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL;
    v_device := staff_sign_in_device(v_account.id, p_device_sha256);
    IF v_device IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in device ' || v_device, 0));
        IF staff_sign_in_device_tries(v_device) < 5 THEN
            UPDATE staff_device d SET last_used_at = now() WHERE d.id = v_device;
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
            VALUES (v_account.id, p_name_key, p_client, 'password_check', v_device);
            RETURN QUERY SELECT v_account.id, v_account.password_hash, 0, 0, v_device;
            RETURN;
        END IF;
        UPDATE staff_device d SET revoked_at = now() WHERE d.id = v_device AND d.revoked_at IS NULL;
        IF FOUND THEN
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
            VALUES (v_account.id, p_name_key, p_client, 'device_revoked', v_device);
        END IF;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::bigint, NULL::text, v_wait, 0, NULL::bigint;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT v_account.id, v_account.password_hash, 0, staff_sign_in_delay(p_name_key), NULL::bigint;
END $$;

-- Step two: the back office says whether the password matched, and from which known device (as
-- step one returned it) it was typed. Otherwise as before (20261223090000_back_office_apart).
DROP FUNCTION staff_sign_in_password(bigint, text, text, boolean, bytea);
CREATE FUNCTION staff_sign_in_password(p_account bigint, p_name_key text, p_client text, p_matched boolean, p_token_sha256 bytea,
                                       p_device bigint DEFAULT NULL)
RETURNS TABLE (ok boolean, alert_to text[])
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_device bigint := (SELECT d.id FROM staff_device d WHERE d.id = p_device AND d.account_id = p_account);
BEGIN
    IF p_account IS NULL OR NOT p_matched THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (p_account, p_name_key, p_client, 'password_bad', v_device);
        RETURN QUERY SELECT false, staff_guessing_alert(p_account, p_name_key);
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (p_account, p_name_key, p_client, 'password_ok', v_device);
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_token_sha256, p_account, 'password');
    RETURN QUERY SELECT true, ARRAY[]::text[];
END $$;

-- Step three: a code, checked here against the account's secret, or a recovery code, as before
-- (20261223090000_back_office_apart), from the browser's known device if it has one. A wrong code
-- counts towards that device's limit, or else towards the name's and network's, and wait_seconds
-- says how long the browser must now wait (never, on a known device: its sixth try revokes it).
-- Success makes the browser a known device of the account under a new id (p_new_device_sha256):
-- its old id, if it had one, stops working. Devices unused for 180 days are deleted, and past the
-- ten most recently used an account's older ones are revoked.
DROP FUNCTION staff_sign_in_code(bytea, text, text, text, bytea, bytea);
CREATE FUNCTION staff_sign_in_code(p_token_sha256 bytea, p_client text, p_name_key text, p_code text, p_recovery_sha256 bytea,
                                   p_new_token_sha256 bytea, p_device_sha256 bytea DEFAULT NULL, p_new_device_sha256 bytea DEFAULT NULL)
RETURNS TABLE (signed_in boolean, recovery_codes_left integer, alert_to text[], wait_seconds integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
    v_device bigint;
    v_step bigint;
    v_ok boolean := false;
    v_recovery boolean := false;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'password') s;
    IF v_account IS NULL THEN
        RETURN QUERY SELECT false, NULL::integer, ARRAY[]::text[], 0;
        RETURN;
    END IF;
    v_device := staff_sign_in_device(v_account, p_device_sha256);
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
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (v_account, p_name_key, p_client, 'code_bad', v_device);
        IF (SELECT count(*) FROM staff_sign_in_log l WHERE l.account_id = v_account AND l.event = 'code_bad'
              AND l.at >= (SELECT s.created_at FROM staff_session s WHERE s.token_sha256 = p_token_sha256)) >= 5 THEN
            UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        END IF;
        RETURN QUERY SELECT false, NULL::integer, staff_guessing_alert(v_account, p_name_key),
                            CASE WHEN v_device IS NULL THEN staff_sign_in_wait(p_name_key, p_client) ELSE 0 END;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
    VALUES (v_account, p_name_key, p_client, CASE WHEN v_recovery THEN 'recovery_code_used' ELSE 'code_ok' END, v_device);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account, 'full');
    IF p_new_device_sha256 IS NOT NULL THEN
        IF v_device IS NOT NULL THEN
            UPDATE staff_device d SET device_sha256 = p_new_device_sha256, last_used_at = now() WHERE d.id = v_device;
        ELSE
            INSERT INTO staff_device (account_id, device_sha256) VALUES (v_account, p_new_device_sha256) RETURNING id INTO v_device;
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id) VALUES (v_account, p_name_key, p_client, 'device_new', v_device);
        END IF;
        DELETE FROM staff_device d WHERE d.account_id = v_account AND d.last_used_at < now() - interval '180 days';
        WITH revoked AS (
            UPDATE staff_device d SET revoked_at = now()
            WHERE d.account_id = v_account AND d.revoked_at IS NULL
              AND d.id NOT IN (SELECT k.id FROM staff_device k WHERE k.account_id = v_account AND k.revoked_at IS NULL
                               ORDER BY k.last_used_at DESC, k.id DESC LIMIT 10)
            RETURNING d.id
        )
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event, device_id)
        SELECT v_account, p_name_key, p_client, 'device_revoked', r.id FROM revoked r;
    END IF;
    RETURN QUERY SELECT true, (SELECT count(*)::integer FROM staff_recovery_code r WHERE r.account_id = v_account AND r.used_at IS NULL),
                        ARRAY[]::text[], 0;
END $$;

-- Changing one's own password, step one, as before (20261223090000_back_office_apart), but its
-- check takes its turn with the name's other checks on every network, as step one of signing in
-- now does, so the name's limit holds for both exactly.
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
    PERFORM pg_advisory_xact_lock(hashtextextended('staff sign-in ' || p_name_key, 0));
    v_wait := staff_sign_in_wait(p_name_key, p_client);
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::text, v_wait;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'password_check');
    RETURN QUERY SELECT a.password_hash, 0 FROM staff_account a WHERE a.id = v_account;
END $$;

REVOKE ALL ON FUNCTION staff_sign_in_device_tries(bigint), staff_sign_in_device(bigint, bytea) FROM PUBLIC;
REVOKE ALL ON FUNCTION staff_sign_in_start(text, text, text, bytea), staff_sign_in_password(bigint, text, text, boolean, bytea, bigint),
                       staff_sign_in_code(bytea, text, text, text, bytea, bytea, bytea, bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_sign_in_start(text, text, text, bytea), staff_sign_in_password(bigint, text, text, boolean, bytea, bigint),
                          staff_sign_in_code(bytea, text, text, text, bytea, bytea, bytea, bytea) TO nassco_office;
