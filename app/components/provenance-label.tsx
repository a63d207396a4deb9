import type { ContactDetail } from "~/content/contact";
import { useLocale } from "~/i18n/use-locale";
import { illustrativeLabel, placeholderNote, publishedLabel, sourceName, type ItemKind, type Sourced } from "~/content/provenance";

/**
 * The words a reader sees, and a screen reader or a text browser reads as a
 * sentence, next to anything we wrote in place of the office's own, and next
 * to a fact from public reports: its date and its source, not yet confirmed.
 */
export function ProvenanceLabel({ item, kind, inline = false }: { item: Sourced; kind: ItemKind; inline?: boolean }) {
  const Tag = inline ? "span" : "p";
  if (item.provenance === "published" && item.source) {
    return (
      <Tag className="provenance">
        {inline ? " " : null}
        {publishedLabel(item.source)} Source: <a href={item.source.url}>{sourceName(item.source)}</a>.
      </Tag>
    );
  }
  if (item.provenance !== "illustrative") return null;
  return (
    <Tag className="provenance">
      {inline ? " " : null}
      {illustrativeLabel(kind)}
    </Tag>
  );
}

/** After an unconfirmed e-mail address, street address or social link. */
export function ToBeConfirmed({ detail }: { detail: ContactDetail }) {
  const { t } = useLocale();
  return detail.provenance === "illustrative" ? <span className="provenance provenance--contact"> {t.footer.toBeConfirmed}</span> : null;
}

/** Inside a button or link to a file that stands in for the office's own: " (placeholder PDF, 1 page)". */
export function PlaceholderNote({ href }: { href: string }) {
  const note = placeholderNote(href);
  return note ? <span className="placeholder-note"> ({note})</span> : null;
}
