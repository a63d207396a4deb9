CREATE VIEW public.data_access_request_summary AS
 SELECT reference,
    (created_at AT TIME ZONE 'Africa/Lagos'::text) AS received_at_lagos,
    status,
    assignee,
    working_days_between(created_at, COALESCE(decided_at, now())) AS working_days_open,
    organization_name,
    sector,
    concat_ws(', '::text,
        CASE
            WHEN wants_households THEN 'households'::text
            ELSE NULL::text
        END,
        CASE
            WHEN wants_individuals THEN 'individuals'::text
            ELSE NULL::text
        END,
        CASE
            WHEN wants_location THEN 'location'::text
            ELSE NULL::text
        END) AS data_requested,
    location_state,
    location_lgas,
    location_wards,
    location_communities,
    array_to_string(household_criteria, '; '::text) AS household_criteria,
    array_to_string(individual_criteria, '; '::text) AS individual_criteria,
    purpose,
    data_period,
    data_format,
    data_protection,
    request_date,
    channel,
    entered_by,
    locale,
    decision_note,
    (decided_at AT TIME ZONE 'Africa/Lagos'::text) AS decided_at_lagos,
    (updated_at AT TIME ZONE 'Africa/Lagos'::text) AS updated_at_lagos,
    personal_data_erased_at IS NOT NULL AS personal_details_erased,
    id
   FROM data_access_request r;

COMMENT ON VIEW public.data_access_request_summary IS 'One flat row per data access request, with its workflow, criteria joined with "; ", times in Lagos time, and age in working days (public holidays excluded). Contact details are not here: read them with CALL dar_contact_details(reference), which is logged.';
