CREATE OR REPLACE FUNCTION public.staff_sms_summary(p_token_sha256 bytea, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer DEFAULT 50, p_cursor text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := sms_national_member(p_token_sha256);
    v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
    v_after_at timestamptz;
    v_after_id bigint;
    v_failures jsonb;
BEGIN
    IF p_from IS NULL OR p_to IS NULL OR p_to <= p_from OR p_to - p_from > interval '367 days' THEN
        RAISE EXCEPTION 'a period is a start before its end, a year at most' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_cursor IS NOT NULL THEN
        BEGIN
            IF p_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,18}$' THEN RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation'; END IF;
            v_after_at := split_part(p_cursor, '_', 1)::timestamptz;
            v_after_id := split_part(p_cursor, '_', 2)::bigint;
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the list: %', left(p_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    SELECT coalesce(jsonb_agg(f.row ORDER BY f.created_at DESC, f.id DESC), '[]') INTO v_failures FROM (
        SELECT o.created_at, o.id,
               sms_row_for_staff(o) || jsonb_build_object(
                   'reference', coalesce(g.reference, o.request_reference),
                   'key', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || o.id) AS row
        FROM sms_outbox o LEFT JOIN grievance g ON g.id = o.grievance
        WHERE (o.state IN ('dead', 'capped') OR o.delivery_status IN ('Failed', 'Rejected'))
          AND o.created_at >= p_from AND o.created_at < p_to
          AND (v_after_at IS NULL OR (o.created_at, o.id) < (v_after_at, v_after_id))
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT v_limit + 1) f;
    RETURN jsonb_build_object(
        'from', p_from, 'to', p_to,
        'by_kind_state', coalesce((SELECT jsonb_agg(jsonb_build_object('kind', kind, 'state', state, 'count', n) ORDER BY kind, state)
                                   FROM (SELECT o.kind, o.state, count(*) AS n FROM sms_outbox o
                                         WHERE o.created_at >= p_from AND o.created_at < p_to GROUP BY 1, 2) k), '[]'),
        'by_delivery', coalesce((SELECT jsonb_agg(jsonb_build_object('status', status, 'count', n) ORDER BY status)
                                 FROM (SELECT coalesce(o.delivery_status, 'none') AS status, count(*) AS n FROM sms_outbox o
                                       WHERE o.created_at >= p_from AND o.created_at < p_to AND o.state = 'sent' GROUP BY 1) d), '[]'),
        'cost', coalesce((SELECT jsonb_agg(jsonb_build_object('currency', currency, 'amount', amount) ORDER BY currency)
                          FROM (SELECT o.cost_currency AS currency, sum(o.cost_amount) AS amount FROM sms_outbox o
                                WHERE o.created_at >= p_from AND o.created_at < p_to AND o.cost_currency IS NOT NULL GROUP BY 1) c), '[]'),
        'failures', (SELECT coalesce(jsonb_agg(e ORDER BY n), '[]') FROM jsonb_array_elements(v_failures) WITH ORDINALITY AS x(e, n) WHERE n <= v_limit),
        'next', CASE WHEN jsonb_array_length(v_failures) > v_limit THEN v_failures -> (v_limit - 1) ->> 'key' END);
END $function$;

COMMENT ON FUNCTION public.staff_sms_summary(p_token_sha256 bytea, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer, p_cursor text) IS 'Text messages queued in [p_from, p_to), for the national office''s grievance officers and admins: counts by kind and state, sent ones by delivery status (none: no report yet), cost by currency, and the failures (dead, capped, delivery Failed or Rejected) newest first, p_limit after the key p_cursor, each with its case''s or request''s reference; next is the key of the page after. Never a number, code or text.';
