CREATE OR REPLACE FUNCTION public.sms_mark_sent(p_id bigint, p_attempt integer, p_provider_message_id text, p_segments integer, p_encoding text, p_cost_currency text, p_cost_amount numeric)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE sms_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, params = params - 'code', last_error = NULL,
        provider_message_id = left(p_provider_message_id, 100), segments = p_segments, encoding = p_encoding,
        cost_currency = p_cost_currency, cost_amount = p_cost_amount
    WHERE id = p_id AND attempts = p_attempt AND state = 'sending';
$function$;

COMMENT ON FUNCTION public.sms_mark_sent(p_id bigint, p_attempt integer, p_provider_message_id text, p_segments integer, p_encoding text, p_cost_currency text, p_cost_amount numeric) IS 'A claimed message the aggregator accepted, for the attempt p_attempt only: sent, with its id, segments, encoding and cost; its number and code cleared.';
