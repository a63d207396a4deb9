CREATE TRIGGER search_word_update AFTER UPDATE ON search_document REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_count();
