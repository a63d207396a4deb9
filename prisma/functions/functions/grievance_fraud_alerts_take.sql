CREATE OR REPLACE FUNCTION public.grievance_fraud_alerts_take(p_office_mailbox text)
 RETURNS TABLE(reference text, state text, channel text, received_at timestamp with time zone, recipients text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    RETURN QUERY
    WITH due AS (
        SELECT o.id,
               ARRAY(SELECT DISTINCT a.email FROM staff_account a
                     WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
                       AND a.totp_secret IS NOT NULL AND (a.desk_state IS NULL OR a.desk_state = o.state)
                     ORDER BY a.email) AS officers
        FROM grievance o WHERE o.category = 'fraud' AND o.fraud_alerted_at IS NULL
        ORDER BY o.id LIMIT 100 FOR UPDATE SKIP LOCKED
    ), addressed AS (
        SELECT d.id, CASE WHEN cardinality(d.officers) > 0 THEN d.officers
                          ELSE ARRAY[nullif(btrim(p_office_mailbox), '')] END AS recipients
        FROM due d
    ), taken AS (
        UPDATE grievance g SET fraud_alerted_at = now()
        FROM addressed x WHERE g.id = x.id AND x.recipients[1] IS NOT NULL
        RETURNING g.reference, g.state, g.channel, g.created_at, x.recipients
    ), audited AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT 'system', 'grievance fraud alert', t.reference, jsonb_build_object('recipients', cardinality(t.recipients)) FROM taken t
    )
    SELECT t.reference, t.state, t.channel, t.created_at, t.recipients FROM taken t ORDER BY t.created_at;
END $function$;

COMMENT ON FUNCTION public.grievance_fraud_alerts_take(p_office_mailbox text) IS 'Takes up to 100 fraud reports not yet alerted, marks them, and returns each with the e-mail addresses of the grievance officers who see it (national, and that state''s desk) and have set up, or else p_office_mailbox; one with neither is left unmarked, to be retried. The caller writes the alerts in the same transaction. Audited.';
