-- The sitemap index from a small table (issue 65, docs/decisions/0093). /sitemap.xml numbered
-- every live English article by month with a window function on each request: an external
-- sort on disk and 994 ms at 100× (140,022 articles). Now one row per news file of the
-- sitemap (a month's live articles in parts of 50, oldest first) holds the file's newest
-- change, kept by statement-level triggers on news_article and on the schedule's mark: the
-- index reads a few thousand rows at most, whatever the table's size. Each change recounts
-- only the months it touched, through the listing index (news_article_listing).

CREATE TABLE news_sitemap_file (
    month   date        NOT NULL CHECK (extract(day FROM month) = 1),
    part    integer     NOT NULL CHECK (part >= 1),
    lastmod timestamptz NOT NULL,
    PRIMARY KEY (month, part)
);
COMMENT ON TABLE news_sitemap_file IS 'The news files of the sitemap index (/sitemap.xml): one row per part of 50 live English articles of a month, by the date they carry, oldest first. Kept by news_sitemap_recount() from the triggers on news_article and content_schedule_mark.';
COMMENT ON COLUMN news_sitemap_file.month IS 'The first day of the month the articles carry (published_on).';
COMMENT ON COLUMN news_sitemap_file.part IS 'The slice of the month, from 1: articles 50 × (part − 1) + 1 to 50 × part, in order of published_on, then id (app/features/sitemap/sitemap-files.server.ts, SITEMAP_FILE_PATHS).';
COMMENT ON COLUMN news_sitemap_file.lastmod IS 'The newest change among the part''s articles: greatest(updated_at, publish_at) (the file''s lastmod).';

-- Counts the given months afresh: their rows go and the live articles' parts come back.
-- One lock for every recount, taken before the count, so two saves in one month never
-- write a count that misses the other's article (each statement of this function sees
-- what committed before it, at READ COMMITTED).
CREATE FUNCTION news_sitemap_recount(p_months date[]) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF cardinality(p_months) IS NULL OR cardinality(p_months) = 0 THEN RETURN; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('news_sitemap_file'));
    DELETE FROM news_sitemap_file WHERE month = ANY (p_months);
    INSERT INTO news_sitemap_file (month, part, lastmod)
    SELECT live.month, live.part, max(live.changed)
    FROM (SELECT m.month,
                 (row_number() OVER (PARTITION BY m.month ORDER BY a.published_on, a.id) - 1) / 50 + 1 AS part,
                 greatest(a.updated_at, a.publish_at) AS changed
          FROM (SELECT DISTINCT unnest(p_months) AS month) m
          JOIN news_article a ON a.locale = 'en' AND a.published_on >= m.month AND a.published_on < (m.month + interval '1 month')::date
          WHERE content_is_live(a.status, a.publish_at, a.unpublish_at)) AS live
    GROUP BY live.month, live.part;
END $$;
COMMENT ON FUNCTION news_sitemap_recount(date[]) IS 'Counts the given months'' sitemap files afresh (news_sitemap_file), each month through the listing index.';

-- After each statement on news_article: the months of the English rows it added, changed or removed.
CREATE FUNCTION news_sitemap_changed() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_months date[];
BEGIN
    EXECUTE format('SELECT array_agg(DISTINCT date_trunc(''month'', published_on::timestamp)::date) FROM (%s) r WHERE locale = ''en''',
        CASE TG_OP
            WHEN 'INSERT' THEN 'SELECT locale, published_on FROM new_rows'
            WHEN 'DELETE' THEN 'SELECT locale, published_on FROM old_rows'
            ELSE 'SELECT locale, published_on FROM new_rows UNION ALL SELECT locale, published_on FROM old_rows' END)
    INTO v_months;
    PERFORM news_sitemap_recount(v_months);
    RETURN NULL;
END $$;
COMMENT ON FUNCTION news_sitemap_changed() IS 'After each statement on news_article: counts afresh the sitemap files of the months of the English articles it wrote (news_sitemap_file).';

CREATE FUNCTION news_sitemap_emptied() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    DELETE FROM news_sitemap_file;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION news_sitemap_emptied() IS 'After TRUNCATE of news_article (only ever in tests and restores): empties news_sitemap_file.';

CREATE TRIGGER news_sitemap_insert AFTER INSERT ON news_article
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_changed();
CREATE TRIGGER news_sitemap_update AFTER UPDATE ON news_article
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_changed();
CREATE TRIGGER news_sitemap_delete AFTER DELETE ON news_article
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_changed();
CREATE TRIGGER news_sitemap_truncate AFTER TRUNCATE ON news_article
    FOR EACH STATEMENT EXECUTE FUNCTION news_sitemap_emptied();

-- A scheduled article comes or goes at its time, with no write to its row: when the
-- schedule's mark moves (content_schedule_reached(), the site's timer), the months of the
-- articles whose publish_at or unpublish_at fell in between are counted afresh, through
-- the indexes on those columns.
CREATE FUNCTION news_sitemap_schedule() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM news_sitemap_recount(ARRAY(
        SELECT DISTINCT date_trunc('month', published_on::timestamp)::date FROM (
            SELECT locale, published_on FROM news_article
            WHERE status = 'published' AND publish_at > OLD.reached_at AND publish_at <= NEW.reached_at
            UNION ALL
            SELECT locale, published_on FROM news_article
            WHERE status = 'published' AND unpublish_at > OLD.reached_at AND unpublish_at <= NEW.reached_at) r
        WHERE locale = 'en'));
    RETURN NULL;
END $$;
COMMENT ON FUNCTION news_sitemap_schedule() IS 'When the schedule''s mark moves: counts afresh the sitemap files of the months whose English articles came or went in between (news_sitemap_file).';
CREATE TRIGGER news_sitemap_schedule AFTER UPDATE ON content_schedule_mark
    FOR EACH ROW WHEN (NEW.reached_at > OLD.reached_at) EXECUTE FUNCTION news_sitemap_schedule();

-- The backfill: every month that has an English article.
SELECT news_sitemap_recount(ARRAY(SELECT DISTINCT date_trunc('month', published_on::timestamp)::date FROM news_article WHERE locale = 'en'));

REVOKE ALL ON FUNCTION news_sitemap_recount(date[]), news_sitemap_changed(), news_sitemap_emptied(), news_sitemap_schedule() FROM PUBLIC;
GRANT SELECT ON news_sitemap_file TO nassco_app;
