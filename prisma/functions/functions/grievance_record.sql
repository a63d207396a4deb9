CREATE OR REPLACE FUNCTION public.grievance_record(p_grievance grievance, p_kind text, p_body text, p_actor text, p_action text, p_before jsonb, p_after jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (p_grievance.id, p_kind, p_body, p_actor);
    INSERT INTO audit_log (actor, action, subject, before, after) VALUES (p_actor, p_action, p_grievance.reference, p_before, p_after);
    UPDATE grievance SET updated_at = now() WHERE id = p_grievance.id;
END $function$;
