CREATE VIEW public.mail_outbox_summary AS
 SELECT id,
    kind,
    state,
    attempts,
    last_error,
    now() - created_at AS age,
    (created_at AT TIME ZONE 'Africa/Lagos'::text) AS created_at_lagos,
    (next_attempt_at AT TIME ZONE 'Africa/Lagos'::text) AS next_attempt_at_lagos,
    (sent_at AT TIME ZONE 'Africa/Lagos'::text) AS sent_at_lagos,
    subject,
    message_id
   FROM mail_outbox;

COMMENT ON VIEW public.mail_outbox_summary IS 'Every message with its state, attempts, last error and age; no addresses or bodies.';
