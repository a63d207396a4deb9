-- The rate limit's old windows are deleted by the server's housekeeping, every
-- ten minutes, by window_start; this index keeps that delete off a table scan.
CREATE INDEX rate_limit_window_window_start ON rate_limit_window (window_start);

COMMENT ON TABLE rate_limit_window IS 'Posts per client or identity per fixed time window, for the limits on the public forms. Shared by every instance of the site; a post is counted in the transaction that stores it, and windows older than a day are deleted by the server''s housekeeping.';
COMMENT ON COLUMN rate_limit_window.bucket IS 'Which limit: "subscribe" and "data-access-request" per client address (IPv6 per /64), "subscribe-email" per e-mail address, "data-access-request-sender" per organisation and e-mail.';
COMMENT ON COLUMN rate_limit_window.client_key IS 'HMAC-SHA256 under SESSION_SECRET of the bucket and the address or identity, in hex. Neither is ever stored.';
