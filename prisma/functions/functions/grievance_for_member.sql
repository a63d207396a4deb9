CREATE OR REPLACE FUNCTION public.grievance_for_member(p_member staff_account, p_reference text, p_lock boolean DEFAULT false)
 RETURNS grievance
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_grievance grievance;
BEGIN
    IF p_lock THEN
        SELECT * INTO v_grievance FROM grievance g WHERE g.reference = p_reference AND grievance_in_desk(p_member, g.state) FOR UPDATE;
    ELSE
        SELECT * INTO v_grievance FROM grievance g WHERE g.reference = p_reference AND grievance_in_desk(p_member, g.state);
    END IF;
    -- Another state's case reads exactly as one that does not exist.
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no grievance %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    RETURN v_grievance;
END $function$;

COMMENT ON FUNCTION public.grievance_for_member(p_member staff_account, p_reference text, p_lock boolean) IS 'A grievance the officer''s desk covers (locked for a change with p_lock), or no_data_found: another state''s case reads as one that does not exist.';
