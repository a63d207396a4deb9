-- The database, mail and privacy findings of the security review (issue 30),
-- one section each; docs/decisions/ says why.

-- ---------------------------------------------------------------------------
-- Mail: the site writes messages and gets back only due ones, most urgent
-- first, through functions; it cannot read the outbox.

CREATE TABLE mail_kind (
    kind     text    PRIMARY KEY,
    priority integer NOT NULL CHECK (priority BETWEEN 1 AND 9)
);
COMMENT ON TABLE mail_kind IS 'The kinds of mail the site sends, and which go first: 1 before 2 before 3.';
COMMENT ON COLUMN mail_kind.priority IS '1: to someone waiting for it now; 2: to the office; 3: bulk mail to many readers (newsletter issue, for a later change).';
INSERT INTO mail_kind (kind, priority) VALUES
    ('newsletter confirmation', 1),
    ('request acknowledgement', 1),
    ('staff notification', 2),
    ('newsletter issue', 3);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_fkey FOREIGN KEY (kind) REFERENCES mail_kind (kind);
ALTER TABLE mail_outbox ADD COLUMN priority integer;
UPDATE mail_outbox m SET priority = k.priority FROM mail_kind k WHERE k.kind = m.kind;
ALTER TABLE mail_outbox ALTER COLUMN priority SET NOT NULL;
COMMENT ON COLUMN mail_outbox.kind IS 'One of mail_kind.';
COMMENT ON COLUMN mail_outbox.priority IS 'From mail_kind when written: due messages go out lowest first.';

CREATE FUNCTION mail_outbox_priority() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    NEW.priority := (SELECT priority FROM mail_kind WHERE kind = NEW.kind);
    RETURN NEW;
END $$;
CREATE TRIGGER mail_outbox_priority BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION mail_outbox_priority();

DROP INDEX mail_outbox_due;
CREATE INDEX mail_outbox_due ON mail_outbox (priority, next_attempt_at, id) WHERE state IN ('pending', 'sending');

-- A claim lasts longer than one message can take (server/mail-transport.ts: 10 s to connect,
-- 10 s for the greeting, 20 s of silence at most); after it, another instance may take the message.
CREATE FUNCTION mail_claim(p_limit integer)
RETURNS TABLE (id bigint, message_id text, kind text, recipient text, subject text, text_body text, html_body text,
               headers jsonb, attempts integer)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds'
    FROM (SELECT o.id FROM mail_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
          ORDER BY o.priority, o.next_attempt_at, o.id
          LIMIT least(p_limit, 50)
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts;
$$;
COMMENT ON FUNCTION mail_claim(integer) IS 'The sender takes up to p_limit due messages, most urgent first, for two minutes. SKIP LOCKED lets every instance claim at once without two taking one message.';

-- Sent: only the metadata stays, so past mail cannot be read from the database by anyone. The
-- headers go too: List-Unsubscribe holds the subscriber's secret.
CREATE FUNCTION mail_mark_sent(p_id bigint) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', last_error = NULL
    WHERE id = p_id AND state = 'sending';
$$;
UPDATE mail_outbox SET headers = '{}' WHERE state = 'sent';
COMMENT ON COLUMN mail_outbox.headers IS 'Extra headers, such as List-Unsubscribe. Cleared once sent.';

-- Failed: due again after p_retry_seconds, or, with null, dead until staff retry it.
CREATE FUNCTION mail_mark_failed(p_id bigint, p_error text, p_retry_seconds integer) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE mail_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000)
    WHERE id = p_id AND state = 'sending';
$$;

REVOKE EXECUTE ON FUNCTION mail_outbox_priority(), mail_claim(integer), mail_mark_sent(bigint),
    mail_mark_failed(bigint, text, integer) FROM PUBLIC;
REVOKE SELECT, INSERT, UPDATE ON mail_outbox FROM nassco_app;
GRANT INSERT (message_id, kind, recipient, subject, text_body, html_body, headers) ON mail_outbox TO nassco_app;
GRANT EXECUTE ON FUNCTION mail_claim(integer), mail_mark_sent(bigint), mail_mark_failed(bigint, text, integer) TO nassco_app;
GRANT SELECT ON mail_kind TO nassco_staff;
