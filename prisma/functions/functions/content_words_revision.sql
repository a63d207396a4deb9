CREATE OR REPLACE FUNCTION public.content_words_revision(p_collection text, p_item text)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT max(id) FROM content_revision
    WHERE collection = p_collection AND item_id = p_item AND content_words_changed(before, after)
$function$;
