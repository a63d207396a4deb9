CREATE VIEW public.top_pages_30d AS
 SELECT path,
    sum(views)::integer AS views
   FROM page_view_daily
  WHERE day > ((now() AT TIME ZONE 'Africa/Lagos'::text)::date - 30)
  GROUP BY path
  ORDER BY (sum(views)::integer) DESC;

COMMENT ON VIEW public.top_pages_30d IS 'The most read pages over the last 30 days.';
