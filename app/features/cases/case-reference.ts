/**
 * The reference in a case page's address, or a 404 for anything that cannot be one. The workflow
 * gives its references' pattern and its own words for "no such case".
 */
export function caseReference(params: { reference?: string }, pattern: RegExp, noSuchCase: string): string {
  const reference = params.reference ?? "";
  if (!pattern.test(reference)) throw new Response(noSuchCase, { status: 404 });
  return reference;
}
