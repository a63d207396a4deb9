-- lga_summary holds only the register's states (issue 64; decision 0083), whoever writes it: the
-- back office's publish step, the command-line import or the seed. The site checks every file
-- against the register's list first; this keeps the public table, the coverage map and the CSV
-- files from ever gaining a 38th state, even past it.
--
-- A trigger, not a foreign key, because the national total row leaves its state blank. It
-- checks rows written from now on; every publish writes every row afresh.
CREATE FUNCTION lga_summary_state_checked() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NOT NEW.is_total AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = NEW.state) THEN
        RAISE EXCEPTION 'there is no state % in the register', NEW.state USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'lga_summary_state_check';
    END IF;
    RETURN NEW;
END $$;
COMMENT ON FUNCTION lga_summary_state_checked() IS 'Trigger: a row of lga_summary other than the national total names a state of register_state, or is refused (23503).';
CREATE TRIGGER lga_summary_state_checked BEFORE INSERT OR UPDATE OF state, is_total ON lga_summary
    FOR EACH ROW EXECUTE FUNCTION lga_summary_state_checked();
