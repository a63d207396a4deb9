/** Save-Data: on (any letter case, RFC 8942's token) asks for the lightest page: no scripts. */
export function wantsLitePages(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === "on";
}
