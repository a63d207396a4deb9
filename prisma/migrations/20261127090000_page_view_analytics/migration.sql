-- First-party page-view counts: aggregates per day, nothing about any one reader.
-- No column can hold an address, a user agent, a cookie or an identifier.

CREATE TABLE page_view_daily (
    day                      date    NOT NULL,
    path                     text    NOT NULL CHECK (path ~ '^/' AND length(path) <= 300),
    device                   text    NOT NULL CHECK (device IN ('feature phone', 'smartphone', 'tablet', 'desktop')),
    save_data                boolean NOT NULL,
    country                  text    NOT NULL DEFAULT '' CHECK (country ~ '^([A-Z]{2})?$'),
    views                    integer NOT NULL DEFAULT 0 CHECK (views >= 0),
    views_without_javascript integer NOT NULL DEFAULT 0 CHECK (views_without_javascript >= 0),
    PRIMARY KEY (day, path, device, save_data, country)
);

COMMENT ON TABLE page_view_daily IS 'Page views per day and per kind of visit, counted by an image every page loads, with or without JavaScript; a second image inside <noscript> counts the views without JavaScript. Bots, prefetches and readers sending DNT or Sec-GPC are not counted. Unique visitors and referring sites are not counted: the first would need an identifier, the second a script on every page.';
COMMENT ON COLUMN page_view_daily.day IS 'The day, in Lagos time.';
COMMENT ON COLUMN page_view_daily.path IS 'The page, canonical: lower-case, without a query string, except the LGA table''s own parameters.';
COMMENT ON COLUMN page_view_daily.device IS 'feature phone, smartphone, tablet or desktop, worked out from the user agent, which is then discarded.';
COMMENT ON COLUMN page_view_daily.save_data IS 'Whether the browser asked to save data (Save-Data: on).';
COMMENT ON COLUMN page_view_daily.country IS 'ISO country code from the proxy in front (CF-IPCountry or X-Country-Code), if it sends one; empty otherwise.';
COMMENT ON COLUMN page_view_daily.views IS 'How many views.';
COMMENT ON COLUMN page_view_daily.views_without_javascript IS 'How many of them were in a browser without JavaScript (it loaded the <noscript> image). Counted separately, so for a moment after a write it can run ahead of views.';

CREATE VIEW page_views_daily AS
SELECT day, path, sum(views)::integer AS views, sum(views_without_javascript)::integer AS views_without_javascript
FROM page_view_daily
GROUP BY day, path;
COMMENT ON VIEW page_views_daily IS 'Views per page per day, and how many of them without JavaScript.';

CREATE VIEW top_pages_30d AS
SELECT path, sum(views)::integer AS views
FROM page_view_daily
WHERE day > (now() AT TIME ZONE 'Africa/Lagos')::date - 30
GROUP BY path
ORDER BY views DESC;
COMMENT ON VIEW top_pages_30d IS 'The most read pages over the last 30 days.';

CREATE VIEW device_mix_30d AS
SELECT device, sum(views)::integer AS views,
       round(100.0 * sum(views) / nullif(sum(sum(views)) OVER (), 0), 1) AS percent
FROM page_view_daily
WHERE day > (now() AT TIME ZONE 'Africa/Lagos')::date - 30
GROUP BY device
ORDER BY views DESC;
COMMENT ON VIEW device_mix_30d IS 'Views by kind of device over the last 30 days.';

CREATE VIEW no_js_share_30d AS
SELECT sum(views)::integer AS views,
       coalesce(sum(views_without_javascript), 0)::integer AS views_without_javascript,
       round(100.0 * coalesce(sum(views_without_javascript), 0) / nullif(sum(views), 0), 1) AS percent_without_javascript,
       round(100.0 * coalesce(sum(views) FILTER (WHERE save_data), 0) / nullif(sum(views), 0), 1) AS percent_save_data
FROM page_view_daily
WHERE day > (now() AT TIME ZONE 'Africa/Lagos')::date - 30;
COMMENT ON VIEW no_js_share_30d IS 'What share of views over the last 30 days had no JavaScript, and asked to save data.';

-- The site adds counts (an upsert reads the row it adds to); staff read the views.
GRANT SELECT, INSERT, UPDATE ON page_view_daily TO nassco_app;
GRANT SELECT ON page_view_daily, page_views_daily, top_pages_30d, device_mix_30d, no_js_share_30d TO nassco_staff;
