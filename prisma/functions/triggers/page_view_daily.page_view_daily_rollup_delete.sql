CREATE TRIGGER page_view_daily_rollup_delete AFTER DELETE ON page_view_daily REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_keep();
