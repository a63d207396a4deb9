CREATE VIEW public.page_views_daily AS
 SELECT day,
    path,
    sum(views)::integer AS views,
    sum(views_without_javascript)::integer AS views_without_javascript
   FROM page_view_daily
  GROUP BY day, path;

COMMENT ON VIEW public.page_views_daily IS 'Views per page per day, and how many of them without JavaScript.';
