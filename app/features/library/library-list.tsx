import { closingDateMark } from "~/features/stale-pages/marks";
import { RESULTS_ID } from "~/utils/results-anchor";
import type { LibraryEntry, LibraryKind } from "~/features/library/entry";
import { tenderStatus } from "~/features/library/tender-status";
import { NewTabLink } from "~/components/new-tab-link";
import { ShareLinks } from "~/components/share-links";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { documentCollection, tenderCollection } from "./collection";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { formatMonthDayYear } from "~/utils/format";
import { belowFirstScreen } from "~/utils/lazy-image";

/** Documents and tenders: image, title linked to the file, date, excerpt and a Download button. */
export function LibraryList({
  entries,
  label,
  kind,
  listPath,
}: {
  entries: LibraryEntry[];
  label: string;
  kind: LibraryKind;
  /** The address of this page of the list: a tender is shared as it, at the tender. */
  listPath: string;
}) {
  const undated = kind === "tender" && entries.some((entry) => !entry.closes);
  const { t, locale } = useLocale();
  // The office's documents are English until translated: marked so on another language's page.
  const quoted = locale === "en" ? undefined : "en";
  return (
    <>
      {undated ? <p className="tender-status">{t.lists.undatedTenders}</p> : null}
      <ul className="library" aria-label={label} id={RESULTS_ID} tabIndex={-1}>
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <article
              className={entry.imageUrl ? "library__entry library__entry--image" : "library__entry"}
              id={kind === "tender" ? tenderAnchor(entry) : undefined}
            >
              {entry.imageUrl ? (
                <img
                  className="library__image"
                  src={entry.imageUrl}
                  alt=""
                  width={300}
                  height={424}
                  {...belowFirstScreen(index === 0)}
                  decoding="async"
                />
              ) : null}
              <div className="library__body">
                <h2 className="library__title" lang={quoted}>
                  {entry.link ? <NewTabLink href={entry.link}>{entry.title}</NewTabLink> : entry.title}
                </h2>
                <p className="library__date">
                  <time dateTime={entry.published}>{formatMonthDayYear(entry.published, locale)}</time>
                </p>
                {kind === "tender" ? <TenderStatusLine entry={entry} /> : null}
                {/* Made safe by the loader (utils/safe-html.server.ts). */}
                <div className="library__excerpt" lang={quoted} dangerouslySetInnerHTML={{ __html: entry.excerpt }} />
                <ProvenanceLabel item={entry} kind={kind === "document" ? documentCollection.provenance : tenderCollection.provenance} />
                {entry.link ? (
                  <NewTabLink href={entry.link} className="button">
                    {t.lists.download}
                    <span className="visually-hidden" lang={quoted}>
                      : {entry.title} (PDF)
                    </span>
                    <PlaceholderNote href={entry.link} />
                  </NewTabLink>
                ) : null}
                {kind === "tender" ? (
                  <ShareLinks path={`${listPath}#${tenderAnchor(entry)}`} title={entry.title} titleLang={quoted} />
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function TenderStatusLine({ entry }: { entry: LibraryEntry }) {
  const { t, locale } = useLocale();
  const status = tenderStatus(entry);
  if (!status) return null;
  const date = formatMonthDayYear(status.closes, locale);
  return (
    <p className={status.open ? "tender-status tender-status--open" : "tender-status"} {...(status.open ? closingDateMark : {})}>
      {format(status.open ? t.lists.tenderOpen : t.lists.tenderClosed, { date })}
    </p>
  );
}

/** Where a tender sits in its list, for a shared link: "tender-<id>". */
const tenderAnchor = (entry: LibraryEntry) => `tender-${entry.id}`;
