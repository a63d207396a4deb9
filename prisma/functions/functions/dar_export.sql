CREATE OR REPLACE FUNCTION public.dar_export(p_ticket bigint)
 RETURNS TABLE(reference text, received_at_lagos timestamp without time zone, status text, assignee text, organization_name text, sector text, email_address text, phone text, office_address text, requester_name text, designation text, data_requested text, location_state text, location_lgas text, location_wards text, location_communities text, household_criteria text, individual_criteria text, purpose text, data_period text, data_format text, data_protection text, request_date date, channel text, decision_note text, decided_at_lagos timestamp without time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    ticket audit_log := audit_ticket(p_ticket, 'export');
BEGIN
    RETURN QUERY
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.organization_name, s.sector,
           r.email_address, r.phone, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.channel, s.decision_note, s.decided_at_lagos
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
END $function$;

COMMENT ON FUNCTION public.dar_export(p_ticket bigint) IS 'Every request since the ticket''s time, contact details included, for a committed ticket of yours from CALL dar_export_ticket(since).';
