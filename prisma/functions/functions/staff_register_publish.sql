CREATE OR REPLACE FUNCTION public.staff_register_publish(p_token_sha256 bytea, p_id bigint, p_file_sha256 text, p_state text[], p_lga text[], p_households integer[], p_individuals integer[], p_male integer[], p_female integer[], p_is_total boolean[])
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
END $function$;
