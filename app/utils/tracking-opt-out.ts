/** A reader who sends Do Not Track or Global Privacy Control is neither counted nor shown a third party's tag. */
export function refusesTracking(header: (name: string) => string | null | undefined): boolean {
  return header("DNT") === "1" || header("Sec-GPC") === "1";
}
