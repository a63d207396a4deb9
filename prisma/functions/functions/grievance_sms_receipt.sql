CREATE OR REPLACE FUNCTION public.grievance_sms_receipt(p_reference text, p_receipt_token uuid, p_code text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance
    WHERE reference = p_reference AND receipt_token = p_receipt_token AND created_at > now() - interval '1 hour'
      AND status_code_sha256 = sha256(convert_to(p_code, 'UTF8'))
      AND phone IS NOT NULL AND may_contact;
    IF NOT FOUND OR EXISTS (SELECT FROM sms_outbox WHERE grievance = v_case.id AND kind = 'grievance receipt') THEN
        RETURN false;
    END IF;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', p_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.grievance_sms_receipt(p_reference text, p_receipt_token uuid, p_code text) IS 'Queues the receipt SMS (reference, code, promised date) of a grievance just sent from the web with a phone and consent, for its receipt token within the hour and its canonical code; once. False when there is nothing to send.';
