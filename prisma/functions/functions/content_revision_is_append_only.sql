CREATE OR REPLACE FUNCTION public.content_revision_is_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
    RAISE EXCEPTION 'content revisions cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $function$;
