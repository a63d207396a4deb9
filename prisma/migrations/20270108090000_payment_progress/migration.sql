-- Progress during a payment cycle (decision 0108, slice 3): per LGA, how many households were
-- due and how many are paid, as at a time, counts only. A publisher uploads the office's CSV;
-- the site checks it and keeps it while the publisher looks at what it would change; publishing
-- writes the LGAs' rows and, in the same transaction, the state and national totals, which
-- readers' pages and the CSV read as they are (never summed per request).

CREATE TABLE payment_progress_upload (
    id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    cycle_year    integer     NOT NULL CHECK (cycle_year BETWEEN 2016 AND 2100),
    cycle_number  integer     NOT NULL CHECK (cycle_number BETWEEN 1 AND 24),
    as_at         timestamptz NOT NULL,
    source_name   text        NOT NULL CHECK (source_name IN ('NASSCO', 'NCTO', 'SOCU')),
    file_sha256   char(64)    NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
    file_text     text        NOT NULL CHECK (length(file_text) <= 200000),
    uploaded_by   text        NOT NULL,
    uploaded_at   timestamptz NOT NULL DEFAULT now(),
    published_by  text,
    published_at  timestamptz,
    CHECK ((published_by IS NULL) = (published_at IS NULL))
);
REVOKE ALL ON payment_progress_upload FROM PUBLIC;
COMMENT ON TABLE payment_progress_upload IS 'Progress files uploaded in the back office, kept while they are checked and after they are published, as register_upload keeps the register''s: counts per LGA only, no person. Written only by the staff_payment_progress_* functions.';

CREATE TABLE payment_progress (
    cycle_year      integer     NOT NULL CHECK (cycle_year BETWEEN 2016 AND 2100),
    cycle_number    integer     NOT NULL CHECK (cycle_number BETWEEN 1 AND 24),
    state           text        NOT NULL,
    lga             text        NOT NULL,
    households_due  integer     NOT NULL CHECK (households_due >= 0),
    households_paid integer     NOT NULL,
    -- The time the counts describe, given by the office with the file.
    as_at           timestamptz NOT NULL,
    source_name     text        NOT NULL CHECK (source_name IN ('NASSCO', 'NCTO', 'SOCU')),
    CONSTRAINT payment_progress_paid_check CHECK (households_paid BETWEEN 0 AND households_due),
    PRIMARY KEY (cycle_year, cycle_number, state, lga),
    FOREIGN KEY (state, lga) REFERENCES register_lga (state, name)
);
-- An LGA's latest cycle with figures, by key.
CREATE INDEX payment_progress_of_lga ON payment_progress (state, lga, cycle_year DESC, cycle_number DESC);
REVOKE ALL ON payment_progress FROM PUBLIC;
GRANT SELECT ON payment_progress TO nassco_app, nassco_text;
COMMENT ON TABLE payment_progress IS 'Households due and paid in one LGA in one cycle, as at a time: counts only, never a person. Written only by staff_payment_progress_publish.';

-- The same counts per state (state set) and for the country (state NULL), written with the rows.
CREATE TABLE payment_progress_total (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    cycle_year      integer     NOT NULL CHECK (cycle_year BETWEEN 2016 AND 2100),
    cycle_number    integer     NOT NULL CHECK (cycle_number BETWEEN 1 AND 24),
    state           text        REFERENCES register_state (name),
    lgas            integer     NOT NULL CHECK (lgas >= 1),
    households_due  bigint      NOT NULL CHECK (households_due >= 0),
    households_paid bigint      NOT NULL,
    -- The latest of its LGAs' times.
    as_at           timestamptz NOT NULL,
    CHECK (households_paid BETWEEN 0 AND households_due),
    UNIQUE NULLS NOT DISTINCT (cycle_year, cycle_number, state)
);
-- A state's (or, state NULL, the country's) cycles, the latest first, by key.
CREATE INDEX payment_progress_total_of_state ON payment_progress_total (state, cycle_year DESC, cycle_number DESC);
REVOKE ALL ON payment_progress_total FROM PUBLIC;
GRANT SELECT ON payment_progress_total TO nassco_app, nassco_text;
COMMENT ON TABLE payment_progress_total IS 'Households due and paid per state (state set) and nationally (state NULL) in one cycle, written in the transaction that publishes the LGA rows. Counts only.';

-- Keeps a file the site has checked; returns its id for the preview.
CREATE FUNCTION staff_payment_progress_stage(p_token_sha256 bytea, p_cycle_year integer, p_cycle_number integer,
                                             p_as_at timestamptz, p_source_name text, p_file_text text) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_id bigint;
BEGIN
    IF p_as_at > now() THEN
        RAISE EXCEPTION 'the figures cannot be as at a time still to come' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO payment_progress_upload (cycle_year, cycle_number, as_at, source_name, file_sha256, file_text, uploaded_by)
    VALUES (p_cycle_year, p_cycle_number, p_as_at, p_source_name, encode(sha256(convert_to(p_file_text, 'UTF8')), 'hex'),
            p_file_text, v_member.name)
    RETURNING id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'payment progress uploaded', 'payment_progress_upload:' || v_id,
            jsonb_build_object('cycle', p_cycle_year || '-' || p_cycle_number, 'as_at', p_as_at, 'source', p_source_name));
    RETURN v_id;
END $$;

-- A staged file, for the preview and the publish step.
CREATE FUNCTION staff_payment_progress_upload(p_token_sha256 bytea, p_id bigint)
RETURNS TABLE (cycle_year integer, cycle_number integer, as_at timestamptz, source_name text, file_text text,
               file_sha256 text, uploaded_by text, published_at timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY SELECT u.cycle_year, u.cycle_number, u.as_at, u.source_name, u.file_text, u.file_sha256::text,
                        u.uploaded_by, u.published_at
                 FROM payment_progress_upload u WHERE u.id = p_id;
END $$;

-- The LGAs a cycle's live windows name, state by state: the only LGAs a progress file may give.
CREATE FUNCTION staff_payment_cycle_lgas(p_token_sha256 bytea, p_cycle_year integer, p_cycle_number integer)
RETURNS TABLE (state text, lga text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY SELECT DISTINCT w.state, named.lga
                 FROM payment_window w CROSS JOIN LATERAL unnest(w.lgas) AS named (lga)
                 WHERE w.cycle_year = p_cycle_year AND w.cycle_number = p_cycle_number AND w.locale = 'en'
                   AND content_is_live(w.status, w.publish_at, w.unpublish_at)
                 ORDER BY 1, 2;
END $$;

-- Writes the staged file's rows, which the site parsed from it (the file is checked to be the one
-- staged), then the totals of each state it touched and of the country, in one transaction.
CREATE FUNCTION staff_payment_progress_publish(p_token_sha256 bytea, p_id bigint, p_file_sha256 text,
                                               p_state text[], p_lga text[], p_due integer[], p_paid integer[])
RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
END $$;

REVOKE ALL ON FUNCTION staff_payment_progress_stage(bytea, integer, integer, timestamptz, text, text),
    staff_payment_progress_upload(bytea, bigint), staff_payment_cycle_lgas(bytea, integer, integer),
    staff_payment_progress_publish(bytea, bigint, text, text[], text[], integer[], integer[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_payment_progress_stage(bytea, integer, integer, timestamptz, text, text),
    staff_payment_progress_upload(bytea, bigint), staff_payment_cycle_lgas(bytea, integer, integer),
    staff_payment_progress_publish(bytea, bigint, text, text[], text[], integer[], integer[]) TO nassco_office;

-- A CDN's copies of the progress pages and files go when the totals are written.
CREATE FUNCTION cdn_purge_payment_progress() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM cdn_purge_queue(ARRAY['collection:payment_progress']);
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION cdn_purge_payment_progress() FROM PUBLIC;
COMMENT ON FUNCTION cdn_purge_payment_progress() IS 'Trigger: payment progress published (payment_progress_total written), queues collection:payment_progress.';
CREATE TRIGGER cdn_purge_payment_progress AFTER INSERT OR UPDATE OR DELETE ON payment_progress_total
    FOR EACH STATEMENT EXECUTE FUNCTION cdn_purge_payment_progress();
