CREATE OR REPLACE FUNCTION public.sms_delivery_report(p_provider_message_id text, p_status text, p_failure_reason text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_provider_message_id IS NULL OR length(p_provider_message_id) > 100 THEN
        RETURN false;
    END IF;
    UPDATE sms_outbox
    SET delivery_status = left(nullif(p_status, ''), 40), delivery_failure = left(nullif(p_failure_reason, ''), 200),
        delivery_reported_at = now()
    WHERE provider_message_id = p_provider_message_id AND state = 'sent'
      AND NOT (delivery_status IN ('Success', 'Failed', 'Rejected') AND p_status IN ('Sent', 'Submitted', 'Buffered'));
    -- Known (an interim report after a final one is not an error, only not recorded).
    RETURN EXISTS (SELECT FROM sms_outbox WHERE provider_message_id = p_provider_message_id AND state = 'sent');
END $function$;

COMMENT ON FUNCTION public.sms_delivery_report(p_provider_message_id text, p_status text, p_failure_reason text) IS 'Records the aggregator''s delivery report (status, failure reason) on the sent message it names, never replacing a final status (Success, Failed, Rejected) with an interim one (Sent, Submitted, Buffered); false for an id it did not send.';
