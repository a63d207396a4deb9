CREATE OR REPLACE FUNCTION public.content_restore(p_revision bigint)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_revision content_revision;
    v_columns text;
    v_excluded text;
BEGIN
    SELECT * INTO v_revision FROM content_revision WHERE id = p_revision;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no revision %', p_revision USING ERRCODE = 'no_data_found';
    END IF;
    IF v_revision.after IS NULL THEN
        RAISE EXCEPTION 'revision % deleted the item; restore the revision before it', p_revision USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum), string_agg('excluded.' || quote_ident(attname), ', ' ORDER BY attnum)
    INTO v_columns, v_excluded
    FROM pg_attribute
    WHERE attrelid = v_revision.collection::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      AND attname NOT IN ('created_by', 'created_at', 'updated_by', 'updated_at');
    PERFORM set_config('nassco.restoring', p_revision::text, true);
    EXECUTE format('INSERT INTO %1$I (%2$s) SELECT %2$s FROM jsonb_populate_record(NULL::%1$I, $1) ON CONFLICT (id) DO UPDATE SET (%2$s) = ROW(%3$s)',
                   v_revision.collection, v_columns, v_excluded)
    USING v_revision.after;
    PERFORM set_config('nassco.restoring', '', true);
END $function$;
