import type { ContactDetail } from "~/content/contact";
import { illustrativeLabel, placeholderNote, type ItemKind, type Sourced } from "~/content/provenance";

/**
 * The words a reader sees, and a screen reader or a text browser reads as a
 * sentence, next to anything we wrote in place of the office's own.
 */
export function IllustrativeLabel({ item, kind, inline = false }: { item: Sourced; kind: ItemKind; inline?: boolean }) {
  if (item.provenance !== "illustrative") return null;
  return inline ? <span className="provenance"> {illustrativeLabel(kind)}</span> : <p className="provenance">{illustrativeLabel(kind)}</p>;
}

/** After an unconfirmed e-mail address, street address or social link. */
export function ToBeConfirmed({ detail }: { detail: ContactDetail }) {
  return detail.provenance === "illustrative" ? <span className="provenance provenance--contact"> (to be confirmed)</span> : null;
}

/** Inside a button or link to a file that stands in for the office's own: " (placeholder PDF, 1 page)". */
export function PlaceholderNote({ href }: { href: string }) {
  const note = placeholderNote(href);
  return note ? <span className="placeholder-note"> ({note})</span> : null;
}
