CREATE OR REPLACE FUNCTION public.erase_grievance_details(p_id integer, p_words text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_old grievance;
BEGIN
    SELECT * INTO v_old FROM grievance WHERE id = p_id AND personal_data_erased_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    UPDATE grievance
    SET contact_name = NULL, phone = NULL, email = NULL, may_contact = false,
        description = p_words, status_code_sha256 = NULL, receipt_token = NULL,
        personal_data_erased_at = now()
    WHERE id = p_id;
    -- Notes and replies quote what the person wrote.
    UPDATE grievance_event SET body = p_words WHERE grievance = p_id AND kind IN ('note', 'reply');
    PERFORM audit('erase personal details', v_old.reference,
        jsonb_build_object('fields', (SELECT coalesce(jsonb_agg(key ORDER BY key), '[]'::jsonb) FROM jsonb_each(to_jsonb(v_old)) e(key, value)
            WHERE key IN ('contact_name', 'phone', 'email', 'description') AND value <> 'null'::jsonb)),
        jsonb_build_object('reason', coalesce(current_setting('nassco.erase_reason', true), 'unspecified')));
END $function$;

COMMENT ON FUNCTION public.erase_grievance_details(p_id integer, p_words text) IS 'Erases one grievance''s contact details, description, status code, receipt and the bodies of its notes and replies (replaced by p_words), and writes one audit row (erase personal details). For retention and privacy_erase only.';
