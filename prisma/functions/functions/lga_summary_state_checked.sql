CREATE OR REPLACE FUNCTION public.lga_summary_state_checked()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NOT NEW.is_total AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = NEW.state) THEN
        RAISE EXCEPTION 'there is no state % in the register', NEW.state USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'lga_summary_state_check';
    END IF;
    RETURN NEW;
END $function$;

COMMENT ON FUNCTION public.lga_summary_state_checked() IS 'Trigger: a row of lga_summary other than the national total names a state of register_state, or is refused (23503).';
