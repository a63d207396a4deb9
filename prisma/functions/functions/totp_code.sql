CREATE OR REPLACE FUNCTION public.totp_code(p_key bytea, p_step bigint)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE STRICT
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_mac bytea := hmac(int8send(p_step), p_key, 'sha1');
    v_at integer := get_byte(v_mac, 19) & 15;
BEGIN
    RETURN lpad(((((get_byte(v_mac, v_at) & 127)::bigint << 24) | (get_byte(v_mac, v_at + 1) << 16)
                  | (get_byte(v_mac, v_at + 2) << 8) | get_byte(v_mac, v_at + 3)) % 1000000)::text, 6, '0');
END $function$;
