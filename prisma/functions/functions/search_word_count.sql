CREATE OR REPLACE FUNCTION public.search_word_count()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_rows text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT 1, title, description, body FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT -1, title, description, body FROM old_rows'
        ELSE 'SELECT 1, title, description, body FROM new_rows UNION ALL SELECT -1, title, description, body FROM old_rows' END;
    v_gone text[];
BEGIN
    -- In the words' order, so two writers lock the words they share in the same order.
    EXECUTE format($q$
        WITH delta AS (
            SELECT w.word, sum(r.sign)::integer AS n
            FROM (%s) AS r(sign, title, description, body),
                 LATERAL search_words(r.title || ' ' || r.description || ' ' || r.body) AS w(word)
            GROUP BY w.word
            HAVING sum(r.sign) <> 0
        ), counted AS (
            INSERT INTO search_word AS s (word, documents)
            SELECT word, n FROM delta ORDER BY word
            ON CONFLICT (word) DO UPDATE SET documents = s.documents + excluded.documents
            RETURNING s.word, s.documents
        )
        SELECT array_agg(word) FROM counted WHERE documents <= 0$q$, v_rows)
    INTO v_gone;
    IF v_gone IS NOT NULL THEN
        DELETE FROM search_word WHERE word = ANY (v_gone) AND documents <= 0;
    END IF;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.search_word_count() IS 'Keeps search_word: adds the words of the rows a statement on search_document wrote, takes away those of the rows it replaced or deleted.';
