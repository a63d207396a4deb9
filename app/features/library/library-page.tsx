import type { ReactNode } from "react";
import type { LibraryEntry, LibraryKind } from "~/features/library/entry";
import { heroFor } from "~/site/navigation";
import { pageHref, slicePage } from "~/utils/pagination";
import { openTendersFirst } from "~/features/library/tender-status";
import { LibraryList } from "~/features/library/library-list";
import { ListPager } from "~/components/list-pager";
import { SectionLayout } from "~/components/section-layout";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { LIBRARY_PAGE_SIZE } from "./library-page-size";

/** A paged list of files (documents, tenders). The pager appears only when there is a second page. */
export function LibraryPage({
  path,
  entries,
  page,
  lead,
  previousText,
  nextText,
  kind,
  afterLead,
}: {
  kind: LibraryKind;
  /** What follows the opening words: the tenders' feed link. */
  afterLead?: ReactNode;
  path: string;
  entries: LibraryEntry[];
  page: number;
  lead: string;
  previousText?: string;
  nextText?: string;
}) {
  const slice = slicePage(kind === "tender" ? openTendersFirst(entries) : entries, page, LIBRARY_PAGE_SIZE);
  const { t, pages: words, href } = useLocale();
  const name = heroFor(path, words).title;
  return (
    <SectionLayout>
      <p className="lead">{lead}</p>
      {afterLead}
      <LibraryList
        kind={kind}
        listPath={pageHref(path, slice.page)}
        entries={slice.items}
        label={slice.pages > 1 ? format(t.pager.listPage, { name, page: slice.page, pages: slice.pages }) : name}
      />
      {slice.pages > 1 ? (
        <ListPager
          hrefFor={(number) => href(pageHref(path, number))}
          page={slice.page}
          pages={slice.pages}
          label={format(t.pager.listPages, { name })}
          previousText={previousText}
          nextText={nextText}
        />
      ) : null}
    </SectionLayout>
  );
}
