-- Issue 51 review: an answer page says a receipt went by SMS only when one is on its way. A message
-- capped by the number's daily limit, or given up, never reaches the phone: the page must not
-- say it was sent. The request answer page asks as the grievance answer page does.

CREATE OR REPLACE FUNCTION grievance_receipt_sms(p_reference text, p_receipt_token uuid)
RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT EXISTS (
        SELECT FROM grievance g JOIN sms_outbox o ON o.grievance = g.id AND o.kind = 'grievance receipt'
        WHERE g.reference = p_reference AND g.receipt_token = p_receipt_token AND g.created_at > now() - interval '1 hour'
          AND o.state NOT IN ('capped', 'dead'));
$$;
COMMENT ON FUNCTION grievance_receipt_sms(text, uuid) IS 'Whether a receipt SMS is on its way (queued, being sent or sent; not capped or given up) for the grievance this receipt (reference and token, within the hour) was issued for: the answer page says so.';

-- As dar_receipt() answers: only for the receipt's own secret, within the hour; nothing about the number.
CREATE FUNCTION dar_receipt_sms(p_reference text, p_receipt_token uuid)
RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT EXISTS (
        SELECT FROM data_access_request r
        JOIN sms_outbox o ON o.request_reference = r.reference AND o.kind = 'request receipt'
        WHERE r.reference = p_reference AND r.receipt_token = p_receipt_token AND r.created_at > now() - interval '1 hour'
          AND o.state NOT IN ('capped', 'dead'));
$$;
COMMENT ON FUNCTION dar_receipt_sms(text, uuid) IS 'Whether a receipt SMS is on its way (queued, being sent or sent; not capped or given up) for the data access request this receipt (reference and token, within the hour) was issued for: the answer page says so.';
REVOKE ALL ON FUNCTION dar_receipt_sms(text, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION dar_receipt_sms(text, uuid) TO nassco_app;
