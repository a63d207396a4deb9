-- The office's own register file, uploaded in the back office
-- (docs/decisions/0034-register-upload-in-the-back-office.md). A publisher
-- uploads the CSV; the site checks it as the command-line import does and
-- keeps it here while the publisher looks at what it would change; publishing
-- replaces the summary readers see, in one transaction, and names them.

CREATE TABLE register_upload (
    id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    file_sha256   char(64)    NOT NULL,
    file_text     text        NOT NULL CHECK (length(file_text) <= 2000000),
    source        text        NOT NULL CHECK (btrim(source) <> '' AND length(source) <= 300),
    as_at         date        NOT NULL,
    uploaded_by   text        NOT NULL,
    uploaded_at   timestamptz NOT NULL DEFAULT now(),
    published_by  text,
    published_at  timestamptz
);
REVOKE ALL ON register_upload FROM PUBLIC;
COMMENT ON TABLE register_upload IS 'LGA files uploaded in the back office, kept while they are checked and after they are published. Written only by the staff_register_* functions.';

-- Keeps a file that the site has checked; returns its id for the preview.
CREATE FUNCTION staff_register_stage(p_token_sha256 bytea, p_file_text text, p_source text, p_as_at date) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_id bigint;
BEGIN
    INSERT INTO register_upload (file_sha256, file_text, source, as_at, uploaded_by)
    VALUES (encode(sha256(convert_to(p_file_text, 'UTF8')), 'hex'), p_file_text, btrim(p_source), p_as_at, v_member.name)
    RETURNING id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'register file uploaded', 'register_upload:' || v_id, jsonb_build_object('as_at', p_as_at, 'source', btrim(p_source)));
    RETURN v_id;
END $$;

-- A staged file, for the preview and the publish step.
CREATE FUNCTION staff_register_upload(p_token_sha256 bytea, p_id bigint)
RETURNS TABLE (file_text text, file_sha256 text, source text, as_at date, uploaded_by text, published_at timestamptz)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['publisher']);
    RETURN QUERY SELECT u.file_text, u.file_sha256::text, u.source, u.as_at, u.uploaded_by, u.published_at FROM register_upload u WHERE u.id = p_id;
END $$;

-- Replaces the summary with the staged file's rows, which the site parsed
-- from it; the file is checked to be the one staged. The illustrative sample
-- and its labels go: the office's own figures are never marked illustrative,
-- and the seed never touches them again.
CREATE FUNCTION staff_register_publish(
    p_token_sha256 bytea, p_id bigint, p_file_sha256 text,
    p_state text[], p_lga text[], p_households integer[], p_individuals integer[], p_male integer[], p_female integer[], p_is_total boolean[]
) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_upload register_upload;
    v_before lga_dataset;
    v_rows integer := cardinality(p_state);
BEGIN
    SELECT * INTO v_upload FROM register_upload WHERE id = p_id AND published_at IS NULL FOR UPDATE;
    IF NOT FOUND OR v_upload.file_sha256 <> p_file_sha256 THEN
        RAISE EXCEPTION 'that file is not waiting to be published' USING ERRCODE = 'no_data_found';
    END IF;
    SELECT * INTO v_before FROM lga_dataset WHERE id = 1;
    DELETE FROM lga_summary;
    INSERT INTO lga_summary (position, state, lga, households, individuals, male, female, is_total)
    SELECT r.ordinality, r.s, r.l, r.h, r.i, r.m, r.f, r.t
    FROM unnest(p_state, p_lga, p_households, p_individuals, p_male, p_female, p_is_total) WITH ORDINALITY AS r(s, l, h, i, m, f, t, ordinality);
    INSERT INTO lga_dataset (id, source, as_at, illustrative, file_sha256, row_count, imported_at)
    VALUES (1, v_upload.source, v_upload.as_at, false, v_upload.file_sha256, v_rows, now())
    ON CONFLICT (id) DO UPDATE SET source = excluded.source, as_at = excluded.as_at, illustrative = false,
        file_sha256 = excluded.file_sha256, row_count = excluded.row_count, imported_at = excluded.imported_at;
    UPDATE register_upload SET published_by = v_member.name, published_at = now() WHERE id = p_id;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_member.name, 'register published', 'register_upload:' || p_id,
            CASE WHEN v_before.id IS NULL THEN NULL ELSE jsonb_build_object('source', v_before.source, 'as_at', v_before.as_at,
                 'illustrative', v_before.illustrative, 'rows', v_before.row_count) END,
            jsonb_build_object('source', v_upload.source, 'as_at', v_upload.as_at, 'rows', v_rows, 'file_sha256', v_upload.file_sha256));
    PERFORM pg_notify('nassco_site_data_changed', 'lga_summary');
    RETURN v_rows;
END $$;

REVOKE ALL ON FUNCTION staff_register_stage(bytea, text, text, date), staff_register_upload(bytea, bigint),
    staff_register_publish(bytea, bigint, text, text[], text[], integer[], integer[], integer[], integer[], boolean[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_register_stage(bytea, text, text, date), staff_register_upload(bytea, bigint),
    staff_register_publish(bytea, bigint, text, text[], text[], integer[], integer[], integer[], integer[], boolean[]) TO nassco_app;
