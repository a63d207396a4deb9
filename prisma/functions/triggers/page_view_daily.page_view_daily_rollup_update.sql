CREATE TRIGGER page_view_daily_rollup_update AFTER UPDATE ON page_view_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_keep();
