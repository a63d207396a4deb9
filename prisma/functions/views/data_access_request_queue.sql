CREATE VIEW public.data_access_request_queue AS
 SELECT reference,
    received_at_lagos,
    status,
    assignee,
    working_days_open,
    working_days_open > 10 AS overdue,
    organization_name,
    sector,
    data_requested,
    channel,
    decision_note,
    updated_at_lagos
   FROM data_access_request_summary
  WHERE status = ANY (ARRAY['received'::text, 'under_review'::text, 'needs_information'::text]);

COMMENT ON VIEW public.data_access_request_queue IS 'Open requests, with their age in working days (public holidays excluded); overdue after 10.';
