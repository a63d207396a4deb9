CREATE VIEW public.data_access_request_statistics AS
 SELECT date_trunc('month'::text, (created_at AT TIME ZONE 'Africa/Lagos'::text))::date AS month,
    initcap(btrim(sector)) AS sector,
    status,
    channel,
    count(*)::integer AS requests,
    count(*) FILTER (WHERE personal_data_erased_at IS NOT NULL)::integer AS erased
   FROM data_access_request
  GROUP BY (date_trunc('month'::text, (created_at AT TIME ZONE 'Africa/Lagos'::text))::date), (initcap(btrim(sector))), status, channel;

COMMENT ON VIEW public.data_access_request_statistics IS 'Requests per month, sector, status and channel. Counts every request, including those whose personal details were erased.';
