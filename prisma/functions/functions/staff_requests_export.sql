CREATE OR REPLACE FUNCTION public.staff_requests_export(p_token_sha256 bytea, p_ticket bigint, p_cursor refcursor)
 RETURNS refcursor
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'export', v_member.name);
    v_cursor refcursor := p_cursor;
BEGIN
    OPEN v_cursor NO SCROLL FOR
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.channel, s.organization_name, s.sector,
           r.email_address, r.phone, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.decision_note, s.decided_at_lagos, s.working_days_open AS working_days
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (v_ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
    RETURN v_cursor;
END $function$;

COMMENT ON FUNCTION public.staff_requests_export(p_token_sha256 bytea, p_ticket bigint, p_cursor refcursor) IS 'Opens, as the cursor p_cursor in the caller''s transaction, every request since the time of a committed export ticket of the session''s (staff_requests_export_ticket), contact details included, oldest first; FETCH it in batches. Returns the cursor''s name.';
