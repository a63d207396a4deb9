CREATE TRIGGER search_word_insert AFTER INSERT ON search_document REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_count();
