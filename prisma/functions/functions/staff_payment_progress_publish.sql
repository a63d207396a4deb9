CREATE OR REPLACE FUNCTION public.staff_payment_progress_publish(p_token_sha256 bytea, p_id bigint, p_file_sha256 text, p_state text[], p_lga text[], p_due integer[], p_paid integer[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_upload payment_progress_upload;
    v_rows integer := cardinality(p_state);
    v_place record;
BEGIN
    SELECT * INTO v_upload FROM payment_progress_upload WHERE id = p_id AND published_at IS NULL FOR UPDATE;
    IF NOT FOUND OR v_upload.file_sha256 <> p_file_sha256 THEN
        RAISE EXCEPTION 'that file is not waiting to be published' USING ERRCODE = 'no_data_found';
    END IF;
    IF v_rows IS NULL OR v_rows = 0 OR cardinality(p_lga) <> v_rows OR cardinality(p_due) <> v_rows OR cardinality(p_paid) <> v_rows THEN
        RAISE EXCEPTION 'a progress file gives at least one LGA, each with its counts' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Figures only for an LGA a live window of the cycle names.
    SELECT given.s AS state, given.l AS lga INTO v_place
    FROM unnest(p_state, p_lga) AS given (s, l)
    WHERE NOT EXISTS (SELECT FROM payment_window w
                      WHERE w.cycle_year = v_upload.cycle_year AND w.cycle_number = v_upload.cycle_number
                        AND w.state = given.s AND w.lgas @> ARRAY[given.l] AND w.locale = 'en'
                        AND content_is_live(w.status, w.publish_at, w.unpublish_at))
    LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'no live window of % tranche % names % in %', v_upload.cycle_year, v_upload.cycle_number, v_place.lga, v_place.state
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Newer figures are never replaced by older ones.
    SELECT p.state, p.lga INTO v_place
    FROM payment_progress p JOIN unnest(p_state, p_lga) AS given (s, l) ON p.state = given.s AND p.lga = given.l
    WHERE p.cycle_year = v_upload.cycle_year AND p.cycle_number = v_upload.cycle_number AND p.as_at > v_upload.as_at
    LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'newer figures for % in % are already published', v_place.lga, v_place.state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO payment_progress (cycle_year, cycle_number, state, lga, households_due, households_paid, as_at, source_name)
    SELECT v_upload.cycle_year, v_upload.cycle_number, r.s, r.l, r.d, r.p, v_upload.as_at, v_upload.source_name
    FROM unnest(p_state, p_lga, p_due, p_paid) AS r (s, l, d, p)
    ON CONFLICT (cycle_year, cycle_number, state, lga) DO UPDATE
        SET households_due = excluded.households_due, households_paid = excluded.households_paid,
            as_at = excluded.as_at, source_name = excluded.source_name;
    DELETE FROM payment_progress_total t
    WHERE t.cycle_year = v_upload.cycle_year AND t.cycle_number = v_upload.cycle_number
      AND (t.state IS NULL OR t.state = ANY (p_state));
    INSERT INTO payment_progress_total (cycle_year, cycle_number, state, lgas, households_due, households_paid, as_at)
    SELECT v_upload.cycle_year, v_upload.cycle_number, p.state, count(*), sum(p.households_due), sum(p.households_paid), max(p.as_at)
    FROM payment_progress p
    WHERE p.cycle_year = v_upload.cycle_year AND p.cycle_number = v_upload.cycle_number AND p.state = ANY (p_state)
    GROUP BY p.state;
    INSERT INTO payment_progress_total (cycle_year, cycle_number, state, lgas, households_due, households_paid, as_at)
    SELECT v_upload.cycle_year, v_upload.cycle_number, NULL, sum(t.lgas), sum(t.households_due), sum(t.households_paid), max(t.as_at)
    FROM payment_progress_total t
    WHERE t.cycle_year = v_upload.cycle_year AND t.cycle_number = v_upload.cycle_number AND t.state IS NOT NULL;
    UPDATE payment_progress_upload SET published_by = v_member.name, published_at = now() WHERE id = p_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'payment progress published', 'payment_progress_upload:' || p_id,
            jsonb_build_object('cycle', v_upload.cycle_year || '-' || v_upload.cycle_number, 'as_at', v_upload.as_at,
                               'rows', v_rows, 'file_sha256', v_upload.file_sha256));
    PERFORM pg_notify('nassco_site_data_changed', 'payment_progress');
    RETURN v_rows;
END $function$;
