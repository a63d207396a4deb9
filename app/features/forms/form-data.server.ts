/**
 * A form post's fields. A body that is not a form (broken multipart, a wrong
 * boundary, bytes that are not text) is the sender's mistake: a 400 page,
 * never a 500. The method and content type were checked before this, in
 * server/request-guards.ts.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read", { status: 400 });
  }
}

/** A form field's text, or "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A route's `headers`: Remix sends an action's own headers only through it.
 * Passes on Retry-After from a refusal over the rate limit, and nothing else.
 */
export function retryAfterFromAction({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/**
 * A page about one person (a case's status, a number posted for alerts): never stored by a
 * shared cache, never indexed; a refusal for the limit says when to try again.
 */
export function onePersonPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", ...retryAfterFromAction({ actionHeaders }) };
}
