CREATE OR REPLACE FUNCTION public.sms_row_for_staff(p_message sms_outbox)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT jsonb_build_object(
        'id', p_message.id, 'kind', p_message.kind, 'created_at', p_message.created_at, 'state', p_message.state,
        'sent_at', p_message.sent_at, 'attempts', p_message.attempts, 'last_error', sms_error_for_staff(p_message.last_error),
        'segments', p_message.segments, 'encoding', p_message.encoding,
        'cost_currency', p_message.cost_currency, 'cost_amount', p_message.cost_amount,
        'delivery_status', p_message.delivery_status, 'delivery_failure', sms_error_for_staff(p_message.delivery_failure),
        'delivery_reported_at', p_message.delivery_reported_at,
        'may_retry', sms_retry_number(p_message) IS NOT NULL);
$function$;

COMMENT ON FUNCTION public.sms_row_for_staff(p_message sms_outbox) IS 'One text message as the back office shows it: kind, dates, state, attempts, error, length, cost, delivery report and whether it may be sent again; never its number, text or code.';
