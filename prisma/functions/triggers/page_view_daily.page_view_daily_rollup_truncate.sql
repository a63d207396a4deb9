CREATE TRIGGER page_view_daily_rollup_truncate AFTER TRUNCATE ON page_view_daily FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_emptied();
