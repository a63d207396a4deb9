CREATE OR REPLACE FUNCTION public.retention_settings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    NEW.updated_at := now();
    NEW.updated_by := session_user;
    PERFORM audit('retention settings', NULL, to_jsonb(OLD) - 'id' - 'updated_at' - 'updated_by', to_jsonb(NEW) - 'id' - 'updated_at' - 'updated_by');
    RETURN NEW;
END $function$;
