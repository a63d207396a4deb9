CREATE OR REPLACE FUNCTION public.payment_alert_events()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_was boolean := TG_OP = 'UPDATE' AND payment_window_told(OLD.status, OLD.provenance);
    v_now boolean := payment_window_told(NEW.status, NEW.provenance);
    v_when timestamptz := greatest(now(), coalesce(NEW.publish_at, now()));
    v_kind text;
    v_lgas text[];
BEGIN
    IF NOT v_was AND NOT v_now THEN
        RETURN NULL;
    END IF;
    IF v_was AND (NOT v_now OR (NEW.unpublish_at IS NOT NULL AND NEW.unpublish_at <= now())) THEN
        v_kind := 'withdrawn';
        v_lgas := OLD.lgas;
    ELSIF NOT v_was THEN
        v_kind := 'published';
        v_lgas := NEW.lgas;
    ELSIF (OLD.opens_on, OLD.closes_on, OLD.amount_naira, OLD.by_bank, OLD.by_wallet, OLD.at_pay_points, OLD.pause_reason)
          IS DISTINCT FROM
          (NEW.opens_on, NEW.closes_on, NEW.amount_naira, NEW.by_bank, NEW.by_wallet, NEW.at_pay_points, NEW.pause_reason) THEN
        v_kind := 'changed';
        v_lgas := NEW.lgas;
    END IF;
    -- An LGA taken off a live window has lost its payment; one added has gained one.
    IF v_was AND v_now AND v_kind IS DISTINCT FROM 'withdrawn' THEN
        INSERT INTO payment_alert (window_id, state, lga, kind, params)
        SELECT OLD.id, OLD.state, gone.name, 'withdrawn', jsonb_build_object('opens_on', OLD.opens_on, 'closes_on', OLD.closes_on)
        FROM unnest(OLD.lgas) AS gone (name) WHERE NOT gone.name = ANY (NEW.lgas);
        INSERT INTO payment_alert (window_id, state, lga, kind, not_before)
        SELECT NEW.id, NEW.state, added.name, 'published', v_when
        FROM unnest(NEW.lgas) AS added (name) WHERE NOT added.name = ANY (OLD.lgas)
        ON CONFLICT DO NOTHING;
    END IF;
    IF v_kind IS NULL THEN
        RETURN NULL;
    END IF;
    IF v_kind = 'withdrawn' THEN
        -- News not yet begun is no longer news.
        UPDATE payment_alert SET done_at = now()
        WHERE window_id = OLD.id AND done_at IS NULL AND cursor = 0 AND lga = ANY (v_lgas);
        INSERT INTO payment_alert (window_id, state, lga, kind, params)
        SELECT OLD.id, OLD.state, l.name, 'withdrawn', jsonb_build_object('opens_on', OLD.opens_on, 'closes_on', OLD.closes_on)
        FROM unnest(v_lgas) AS l (name);
    ELSIF v_kind = 'changed' THEN
        -- News not yet begun reads the window as it is when it goes, so it already tells the change.
        INSERT INTO payment_alert (window_id, state, lga, kind)
        SELECT NEW.id, NEW.state, l.name, 'changed'
        FROM unnest(v_lgas) AS l (name)
        WHERE NOT EXISTS (SELECT 1 FROM payment_alert a
                          WHERE a.window_id = NEW.id AND a.lga = l.name AND a.done_at IS NULL AND a.cursor = 0);
    ELSE
        INSERT INTO payment_alert (window_id, state, lga, kind, not_before)
        SELECT NEW.id, NEW.state, l.name, 'published', v_when
        FROM unnest(v_lgas) AS l (name)
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END $function$;
