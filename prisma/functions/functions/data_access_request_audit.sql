CREATE OR REPLACE FUNCTION public.data_access_request_audit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM audit('delete request', OLD.reference, jsonb_build_object('status', OLD.status), NULL);
        RETURN OLD;
    END IF;
    IF NEW.personal_data_erased_at IS NOT NULL AND OLD.personal_data_erased_at IS NULL THEN
        PERFORM audit('erase personal details', NEW.reference,
            jsonb_build_object('fields', (SELECT jsonb_agg(key ORDER BY key) FROM jsonb_each(to_jsonb(OLD)) e(key, value)
                WHERE key IN ('organization_name', 'office_address', 'email_address', 'phone', 'requester_name', 'designation',
                              'location_lgas', 'location_wards', 'location_communities', 'decision_note',
                              'purpose', 'data_period', 'data_format', 'data_protection')
                  AND value <> 'null'::jsonb)),
            jsonb_build_object('reason', coalesce(current_setting('nassco.erase_reason', true), 'unspecified')));
    END IF;
    IF (NEW.status, NEW.assignee, NEW.decision_note) IS DISTINCT FROM (OLD.status, OLD.assignee, OLD.decision_note)
       AND NEW.personal_data_erased_at IS NOT DISTINCT FROM OLD.personal_data_erased_at THEN
        PERFORM audit(CASE WHEN NEW.status IS DISTINCT FROM OLD.status THEN 'status change' ELSE 'assignment' END, NEW.reference,
            jsonb_build_object('status', OLD.status, 'assignee', OLD.assignee, 'decision_note', OLD.decision_note),
            jsonb_build_object('status', NEW.status, 'assignee', NEW.assignee, 'decision_note', NEW.decision_note));
    END IF;
    RETURN NEW;
END $function$;
