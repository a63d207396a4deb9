CREATE OR REPLACE FUNCTION public.content_upsert(p_collection text, p_row jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_columns text;
    v_excluded text;
    v_table regclass := content_collection_checked(p_collection);
BEGIN
    SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum), string_agg('excluded.' || quote_ident(attname), ', ' ORDER BY attnum)
    INTO v_columns, v_excluded
    FROM pg_attribute
    WHERE attrelid = v_table AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      AND attname NOT IN ('created_by', 'created_at', 'updated_by', 'updated_at');
    EXECUTE format('INSERT INTO %1$s (%2$s) SELECT %2$s FROM jsonb_populate_record(NULL::%1$s, $1) ON CONFLICT (id) DO UPDATE SET (%2$s) = ROW(%3$s)',
                   v_table, v_columns, v_excluded)
    USING p_row;
END $function$;
