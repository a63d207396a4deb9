CREATE VIEW public.no_js_share_30d AS
 SELECT sum(views)::integer AS views,
    COALESCE(sum(views_without_javascript), 0::bigint)::integer AS views_without_javascript,
    round(100.0 * COALESCE(sum(views_without_javascript), 0::bigint)::numeric / NULLIF(sum(views), 0)::numeric, 1) AS percent_without_javascript,
    round(100.0 * COALESCE(sum(views) FILTER (WHERE save_data), 0::bigint)::numeric / NULLIF(sum(views), 0)::numeric, 1) AS percent_save_data
   FROM page_view_daily
  WHERE day > ((now() AT TIME ZONE 'Africa/Lagos'::text)::date - 30);

COMMENT ON VIEW public.no_js_share_30d IS 'What share of views over the last 30 days had no JavaScript, and asked to save data.';
