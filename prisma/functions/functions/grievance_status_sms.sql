CREATE OR REPLACE FUNCTION public.grievance_status_sms()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF NEW.phone IS NOT NULL AND NEW.may_contact AND NEW.personal_data_erased_at IS NULL THEN
        IF NEW.reopened_at IS DISTINCT FROM OLD.reopened_at THEN
            PERFORM sms_queue('grievance reopened', NEW.phone, NEW.locale,
                              jsonb_build_object('reference', NEW.reference, 'expected_on', NEW.reopen_expected_on), NEW.id, NULL);
        ELSE
            PERFORM sms_queue(CASE WHEN NEW.status = 'resolved' THEN 'grievance resolved' ELSE 'grievance status' END,
                              NEW.phone, NEW.locale,
                              jsonb_build_object('reference', NEW.reference, 'status', NEW.status, 'resolution', NEW.resolution),
                              NEW.id, NULL);
        END IF;
    END IF;
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.grievance_status_sms() IS 'Trigger: on a grievance''s status change, queues "grievance status" (or "grievance resolved", or "grievance reopened" with the new promised date when the person''s "no" reopened it) to its number when it has one with consent and is not erased.';
