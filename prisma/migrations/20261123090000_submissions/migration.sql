-- Public submissions (spec §2.3, §2.7, §3): newsletter subscribers, data access
-- requests, and the per-client rate limit both forms share across instances.

CREATE TABLE newsletter_subscriber (
    id          serial      PRIMARY KEY,
    email       text        NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
    source_page text        NOT NULL CHECK (length(source_page) <= 200),
    created_at  timestamptz NOT NULL DEFAULT now()
);
-- Subscribing twice is not an error: inserts use ON CONFLICT DO NOTHING on this index.
CREATE UNIQUE INDEX newsletter_subscriber_email_key ON newsletter_subscriber (email);

COMMENT ON TABLE newsletter_subscriber IS 'Addresses that asked for the NASSCO newsletter, one row per address. No IP address is stored.';
COMMENT ON COLUMN newsletter_subscriber.id IS 'Row number.';
COMMENT ON COLUMN newsletter_subscriber.email IS 'The address, trimmed and lower-cased; unique.';
COMMENT ON COLUMN newsletter_subscriber.source_page IS 'The page the form was sent from (a path such as /), or /api/subscribe for direct API calls.';
COMMENT ON COLUMN newsletter_subscriber.created_at IS 'When the address first subscribed.';

-- DAR-2026-000123: the number comes from this sequence, so references are unique and in order of arrival.
CREATE SEQUENCE data_access_request_number_seq;

CREATE TABLE data_access_request (
    id                   serial      PRIMARY KEY,
    reference            text        NOT NULL DEFAULT ('DAR-' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('data_access_request_number_seq')::text, 6, '0')),
    organization_name    text        NOT NULL CHECK (length(organization_name) BETWEEN 1 AND 200),
    office_address       text        NOT NULL CHECK (length(office_address) BETWEEN 1 AND 500),
    email_address        text        CHECK (length(email_address) <= 254),
    sector               text        NOT NULL CHECK (length(sector) BETWEEN 1 AND 120),
    wants_households     boolean     NOT NULL,
    wants_individuals    boolean     NOT NULL,
    wants_location       boolean     NOT NULL,
    location_state       text        CHECK (length(location_state) <= 500),
    location_lgas        text        CHECK (length(location_lgas) <= 500),
    location_wards       text        CHECK (length(location_wards) <= 500),
    location_communities text        CHECK (length(location_communities) <= 500),
    household_criteria   text[]      NOT NULL DEFAULT '{}' CHECK (cardinality(household_criteria) <= 10),
    individual_criteria  text[]      NOT NULL DEFAULT '{}' CHECK (cardinality(individual_criteria) <= 10),
    requester_name       text        CHECK (length(requester_name) <= 200),
    designation          text        CHECK (length(designation) <= 200),
    request_date         date,
    channel              text        NOT NULL CHECK (channel IN ('web form', 'api')),
    created_at           timestamptz NOT NULL DEFAULT now(),
    -- A block the requester did not tick is never stored.
    CHECK (wants_location OR (location_state IS NULL AND location_lgas IS NULL AND location_wards IS NULL AND location_communities IS NULL)),
    CHECK (wants_households OR cardinality(household_criteria) = 0),
    CHECK (wants_individuals OR cardinality(individual_criteria) = 0)
);
ALTER SEQUENCE data_access_request_number_seq OWNED BY data_access_request.reference;
CREATE UNIQUE INDEX data_access_request_reference_key ON data_access_request (reference);
CREATE INDEX data_access_request_created_at ON data_access_request (created_at);

COMMENT ON TABLE data_access_request IS 'Requests for National Social Register data sent through the Data Access Request Form (DARF) or its API. Read through data_access_request_summary for one flat row each.';
COMMENT ON COLUMN data_access_request.id IS 'Row number.';
COMMENT ON COLUMN data_access_request.reference IS 'The reference shown to the requester, such as DAR-2026-000123. Quote it in all correspondence.';
COMMENT ON COLUMN data_access_request.organization_name IS 'Name of the requesting organisation.';
COMMENT ON COLUMN data_access_request.office_address IS 'Office address of the organisation.';
COMMENT ON COLUMN data_access_request.email_address IS 'Contact e-mail, if given.';
COMMENT ON COLUMN data_access_request.sector IS 'The sector the organisation works in, in its own words.';
COMMENT ON COLUMN data_access_request.wants_households IS 'Ticked "Households": household-level data is requested (criteria in household_criteria).';
COMMENT ON COLUMN data_access_request.wants_individuals IS 'Ticked "Individuals": individual-level data is requested (criteria in individual_criteria).';
COMMENT ON COLUMN data_access_request.wants_location IS 'Ticked "Location": the request is limited to the places in the location_ columns.';
COMMENT ON COLUMN data_access_request.location_state IS 'States requested ("all states" for the whole country). Null unless wants_location.';
COMMENT ON COLUMN data_access_request.location_lgas IS 'LGAs requested ("all LGAs" for a whole state). Null unless wants_location.';
COMMENT ON COLUMN data_access_request.location_wards IS 'Wards requested ("all Wards" for a whole LGA). Null unless wants_location.';
COMMENT ON COLUMN data_access_request.location_communities IS 'Communities requested. Null unless wants_location.';
COMMENT ON COLUMN data_access_request.household_criteria IS 'Up to 10 household criteria in the order written, blanks removed (for example poverty deciles, 1st being the poorest). Empty unless wants_households.';
COMMENT ON COLUMN data_access_request.individual_criteria IS 'Up to 10 individual criteria in the order written, blanks removed (for example age, vocation, educational qualification). Empty unless wants_individuals.';
COMMENT ON COLUMN data_access_request.requester_name IS 'Name of the person making the request.';
COMMENT ON COLUMN data_access_request.designation IS 'Their position in the organisation.';
COMMENT ON COLUMN data_access_request.request_date IS 'The date written on the form by the requester.';
COMMENT ON COLUMN data_access_request.channel IS 'How it arrived: "web form" or "api".';
COMMENT ON COLUMN data_access_request.created_at IS 'When the office received it.';

CREATE VIEW data_access_request_summary AS
SELECT
    r.reference,
    r.created_at AT TIME ZONE 'Africa/Lagos' AS received_at_lagos,
    r.organization_name,
    r.sector,
    r.email_address,
    r.office_address,
    concat_ws(', ',
        CASE WHEN r.wants_households THEN 'households' END,
        CASE WHEN r.wants_individuals THEN 'individuals' END,
        CASE WHEN r.wants_location THEN 'location' END) AS data_requested,
    r.location_state,
    r.location_lgas,
    r.location_wards,
    r.location_communities,
    array_to_string(r.household_criteria, '; ') AS household_criteria,
    array_to_string(r.individual_criteria, '; ') AS individual_criteria,
    r.requester_name,
    r.designation,
    r.request_date,
    r.channel,
    r.id
FROM data_access_request r;

COMMENT ON VIEW data_access_request_summary IS 'One flat row per data access request, criteria joined with "; ", times in Lagos time. Start here.';

CREATE TABLE rate_limit_window (
    bucket       text        NOT NULL,
    client_key   char(64)    NOT NULL,
    window_start timestamptz NOT NULL,
    hits         integer     NOT NULL,
    PRIMARY KEY (bucket, client_key, window_start)
);

COMMENT ON TABLE rate_limit_window IS 'Posts per client per fixed time window, for the limit on the public forms. Shared by every instance of the site; rows older than a day are deleted as new ones arrive.';
COMMENT ON COLUMN rate_limit_window.bucket IS 'Which limit: "subscribe" or "data-access-request".';
COMMENT ON COLUMN rate_limit_window.client_key IS 'HMAC-SHA256 of the client address under SESSION_SECRET, in hex. The address itself is never stored.';
COMMENT ON COLUMN rate_limit_window.window_start IS 'Start of the window.';
COMMENT ON COLUMN rate_limit_window.hits IS 'Posts counted in the window.';
