CREATE OR REPLACE FUNCTION public.grievance_fraud_alerts_take()
 RETURNS TABLE(reference text, state text, channel text, received_at timestamp with time zone, recipients text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    RETURN QUERY
    WITH taken AS (
        UPDATE grievance g SET fraud_alerted_at = now()
        WHERE g.id IN (SELECT o.id FROM grievance o WHERE o.category = 'fraud' AND o.fraud_alerted_at IS NULL
                       ORDER BY o.id LIMIT 100 FOR UPDATE SKIP LOCKED)
        RETURNING g.reference, g.state, g.channel, g.created_at
    ), alerts AS (
        SELECT t.reference, t.state, t.channel, t.created_at,
               ARRAY(SELECT DISTINCT a.email FROM staff_account a
                     WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
                       AND (a.desk_state IS NULL OR a.desk_state = t.state)
                     ORDER BY a.email) AS recipients
        FROM taken t
    ), audited AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT 'system', 'grievance fraud alert', a.reference, jsonb_build_object('recipients', cardinality(a.recipients)) FROM alerts a
    )
    SELECT a.reference, a.state, a.channel, a.created_at, a.recipients FROM alerts a ORDER BY a.created_at;
END $function$;

COMMENT ON FUNCTION public.grievance_fraud_alerts_take() IS 'Takes up to 100 fraud reports not yet alerted, marks them, and returns each with the e-mail addresses of the grievance officers who see it (national, and that state''s desk): the caller writes the alerts in the same transaction. Audited.';
