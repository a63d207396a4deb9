CREATE OR REPLACE FUNCTION public.payment_window_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_live_now boolean := content_is_live(NEW.status, NEW.publish_at, NEW.unpublish_at);
BEGIN
    IF NOT content_is_live(OLD.status, OLD.publish_at, OLD.unpublish_at) THEN
        RETURN NULL;
    END IF;
    IF v_live_now AND (OLD.opens_on, OLD.closes_on, OLD.lgas, OLD.amount_naira, OLD.by_bank, OLD.by_wallet, OLD.at_pay_points, OLD.pause_reason)
                      IS NOT DISTINCT FROM
                      (NEW.opens_on, NEW.closes_on, NEW.lgas, NEW.amount_naira, NEW.by_bank, NEW.by_wallet, NEW.at_pay_points, NEW.pause_reason) THEN
        RETURN NULL;
    END IF;
    INSERT INTO payment_window_change (window_id, kind, was_opens_on, was_closes_on, was_lgas, was_amount_naira,
                                       was_by_bank, was_by_wallet, was_at_pay_points, was_pause_reason)
    VALUES (OLD.id, CASE WHEN v_live_now THEN 'changed' ELSE 'withdrawn' END, OLD.opens_on, OLD.closes_on, OLD.lgas,
            OLD.amount_naira, OLD.by_bank, OLD.by_wallet, OLD.at_pay_points, OLD.pause_reason);
    RETURN NULL;
END $function$;
