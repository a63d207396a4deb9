CREATE TRIGGER page_view_daily_rollup_insert AFTER INSERT ON page_view_daily REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_keep();
