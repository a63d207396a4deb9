CREATE OR REPLACE FUNCTION public.totp_key(p_secret text)
 RETURNS bytea
 LANGUAGE plpgsql
 IMMUTABLE STRICT
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    v_clean text := upper(translate(p_secret, ' =', ''));
    v_bits bigint := 0;
    v_count integer := 0;
    v_index integer;
    v_key bytea := ''::bytea;
BEGIN
    FOR i IN 1 .. length(v_clean) LOOP
        v_index := strpos(v_alphabet, substr(v_clean, i, 1)) - 1;
        IF v_index < 0 THEN
            RAISE EXCEPTION 'an authenticator secret is base32' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        v_bits := (v_bits << 5) | v_index;
        v_count := v_count + 5;
        IF v_count >= 8 THEN
            v_count := v_count - 8;
            v_key := v_key || set_byte('\x00'::bytea, 0, ((v_bits >> v_count) & 255)::integer);
            v_bits := v_bits & ((1::bigint << v_count) - 1);
        END IF;
    END LOOP;
    RETURN v_key;
END $function$;
