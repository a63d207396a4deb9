CREATE OR REPLACE FUNCTION public.open311_read_ticket(p_key_sha256 bytea, p_references text[], p_from timestamp with time zone, p_to timestamp with time zone, p_closed boolean)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_partner grievance_partner := grievance_partner_by_key(p_key_sha256);
    v_references text[];
    v_ticket bigint;
BEGIN
    SELECT coalesce(array_agg(g.reference ORDER BY g.created_at DESC, g.id DESC), '{}') INTO v_references
    FROM (SELECT g.reference, g.created_at, g.id FROM grievance g
          WHERE g.partner = v_partner.name
            AND (p_references IS NULL OR g.reference = ANY (p_references))
            AND (p_from IS NULL OR g.created_at >= p_from)
            AND (p_to IS NULL OR g.created_at <= p_to)
            AND (p_closed IS NULL OR (g.status = 'resolved') = p_closed)
          ORDER BY g.created_at DESC, g.id DESC LIMIT 1000) g;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES ('partner:' || v_partner.name, 'grievance status read',
            CASE WHEN cardinality(v_references) = 1 THEN v_references[1] END,
            jsonb_build_object('references', to_jsonb(v_references)))
    RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $function$;

COMMENT ON FUNCTION public.open311_read_ticket(p_key_sha256 bytea, p_references text[], p_from timestamp with time zone, p_to timestamp with time zone, p_closed boolean) IS 'Records, as partner:<name>, which of the partner''s own cases a read returns (by reference, or received between two moments, open or closed; newest 1000), and returns the audit row''s id for open311_requests() once committed.';
