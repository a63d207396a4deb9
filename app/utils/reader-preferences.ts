/** What a reader's browser asks of every page, whatever the page. */

/** Save-Data: on (any letter case, RFC 8942's token) asks for the lightest page: no scripts. */
export function wantsLitePages(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === "on";
}

/** A reader who sends Do Not Track or Global Privacy Control is neither counted nor shown a third party's tag. */
export function refusesTracking(header: (name: string) => string | null | undefined): boolean {
  return header("DNT") === "1" || header("Sec-GPC") === "1";
}
