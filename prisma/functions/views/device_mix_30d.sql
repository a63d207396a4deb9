CREATE VIEW public.device_mix_30d AS
 SELECT device,
    sum(views)::integer AS views,
    round(100.0 * sum(views)::numeric / NULLIF(sum(sum(views)) OVER (), 0::numeric), 1) AS percent
   FROM page_view_daily
  WHERE day > ((now() AT TIME ZONE 'Africa/Lagos'::text)::date - 30)
  GROUP BY device
  ORDER BY (sum(views)::integer) DESC;

COMMENT ON VIEW public.device_mix_30d IS 'Views by kind of device over the last 30 days.';
