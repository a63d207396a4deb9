CREATE OR REPLACE FUNCTION public.staff_known_problem_close(p_token_sha256 bytea, p_id text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_problem known_problem;
BEGIN
    SELECT * INTO v_problem FROM known_problem k WHERE k.id = p_id AND grievance_in_desk(v_member, k.state) FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no known problem %.', p_id USING ERRCODE = 'no_data_found';
    END IF;
    IF v_problem.closed_at IS NOT NULL THEN
        RAISE EXCEPTION 'Known problem % is closed already.', p_id USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    PERFORM set_config('nassco.actor', v_member.name, true);
    -- Off the site from now: the revision trail records who closed it, as any content change.
    UPDATE known_problem SET closed_at = now(), closed_by = v_member.name,
                             unpublish_at = CASE WHEN publish_at < now() THEN now() ELSE unpublish_at END,
                             status = CASE WHEN publish_at < now() THEN status ELSE 'archived' END
    WHERE id = p_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'known problem closed', p_id,
            jsonb_build_object('open_cases', (SELECT count(*) FROM grievance g WHERE g.known_problem_id = p_id AND g.resolved_at IS NULL)));
END $function$;

COMMENT ON FUNCTION public.staff_known_problem_close(p_token_sha256 bytea, p_id text) IS 'Closes a known problem of the officer''s desk: it leaves the site, and its open linked cases stay open (the site resolves them first, when the officer asks it to).';
