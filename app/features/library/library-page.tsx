import type { ReactNode } from "react";
import type { LibraryEntry, LibraryKind } from "~/features/library/entry";
import { heroFor } from "~/site/navigation";
import { pageHref, slicePage } from "~/utils/pagination";
import { openTendersFirst } from "~/features/library/tender-status";
import { LibraryList } from "~/features/library/library-list";
import { ListPager } from "~/components/list-pager";
import { SectionLayout } from "~/components/section-layout";
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
  const name = heroFor(path).title;
  return (
    <SectionLayout>
      <p className="lead">{lead}</p>
      {afterLead}
      <LibraryList
        kind={kind}
        listPath={pageHref(path, slice.page)}
        entries={slice.items}
        label={slice.pages > 1 ? `${name}, page ${slice.page} of ${slice.pages}` : name}
      />
      {slice.pages > 1 ? (
        <ListPager
          hrefFor={(number) => pageHref(path, number)}
          page={slice.page}
          pages={slice.pages}
          label={`${name} pages`}
          previousText={previousText}
          nextText={nextText}
        />
      ) : null}
    </SectionLayout>
  );
}
