import type { ContactDetail } from "~/content/contact";
import { useLocale } from "~/i18n/use-locale";
import { illustrativeLabel, type ItemKind, type ProvenanceWords } from "~/content/item-kinds";
import { placeholderFiles, placeholderNote, publishedAsAt, publishedLabel, sourceName, type Sourced } from "~/content/provenance";
import { format } from "~/i18n/format";

/**
 * The words a reader sees, and a screen reader or a text browser reads as a
 * sentence, next to anything we wrote in place of the office's own, and next
 * to a fact from public reports: its date and its source, not yet confirmed.
 */
export function ProvenanceLabel({ item, kind, inline = false }: { item: Sourced; kind: ItemKind | ProvenanceWords; inline?: boolean }) {
  const { t, locale } = useLocale();
  const english = locale === "en";
  const Tag = inline ? "span" : "p";
  if (item.provenance === "published" && item.source) {
    return (
      <Tag className="provenance">
        {inline ? " " : null}
        {english ? publishedLabel(item.source) : format(t.lists.publishedItem, { date: publishedAsAt(item.source, locale) })}{" "}
        {english ? "Source:" : t.lists.source} <a href={item.source.url}>{sourceName(item.source)}</a>.
      </Tag>
    );
  }
  if (item.provenance !== "illustrative") return null;
  return (
    <Tag className="provenance">
      {inline ? " " : null}
      {/* English names the kind of item, for the office's audit; another language says it once for all. */}
      {english ? illustrativeLabel(kind) : t.lists.illustrativeItem}
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
  const { t, locale } = useLocale();
  const file = placeholderFiles[href];
  const note =
    locale === "en" || !file
      ? placeholderNote(href)
      : file.kind === "video"
        ? format(t.lists.placeholderVideo, { seconds: file.seconds })
        : file.pages === 1
          ? t.lists.placeholderPdfPage
          : format(t.lists.placeholderPdf, { pages: file.pages });
  return note ? <span className="placeholder-note"> ({note})</span> : null;
}
