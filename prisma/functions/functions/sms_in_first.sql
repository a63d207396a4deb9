CREATE OR REPLACE FUNCTION public.sms_in_first(p_message_id text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_new integer;
BEGIN
    DELETE FROM sms_in_seen WHERE seen_at < now() - interval '3 days';
    IF p_message_id IS NULL OR btrim(p_message_id) = '' THEN
        RETURN true;
    END IF;
    -- A concurrent retry waits here for the first one's transaction, then finds its row.
    INSERT INTO sms_in_seen (message_sha256) VALUES (sha256(convert_to(p_message_id, 'UTF8'))) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_new = ROW_COUNT;
    RETURN v_new = 1;
END $function$;

COMMENT ON FUNCTION public.sms_in_first(p_message_id text) IS 'True the first time an incoming SMS''s id is seen (and for a message without an id), false for a retry; in the caller''s transaction, so a message not handled is not marked seen. Prunes ids older than three days.';
