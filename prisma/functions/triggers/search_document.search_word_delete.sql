CREATE TRIGGER search_word_delete AFTER DELETE ON search_document REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_count();
