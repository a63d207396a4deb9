import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ContentPage } from "~/content/types";
import { PageFeedbackForm } from "~/features/page-feedback/page-feedback-form";
import { isFeedbackPage } from "~/features/page-feedback/pages";
import type { contentPageLoader } from "./content-page.server";
import type { PageCollections } from "./collections";
import { ContentBlocks } from "./content-blocks";
import { SectionLayout } from "~/components/section-layout";
import { useLocale } from "~/i18n/use-locale";
import { useShownInEnglish } from "~/components/translation-notice";
import { PageDates } from "./page-dates";

export function ContentPageView() {
  const { page, collections } = useLoaderData<typeof contentPageLoader>();
  return <ContentPageBody page={page} collections={collections} />;
}

/**
 * A content page's lead and blocks in its section frame, with anything a route
 * adds after them, when it was last updated (and is next due for review), and
 * "Was this page useful?" at the foot (not on a back-office preview); null when
 * the database could not be read, which the page says.
 */
export function ContentPageBody({
  page,
  collections,
  intro,
  children,
  path,
}: {
  page: ContentPage | null;
  collections?: PageCollections;
  intro?: ReactNode;
  children?: ReactNode;
  /** The page's address, where it is drawn at another (a back-office preview). */
  path?: string;
}) {
  const { path: englishPath, t } = useLocale();
  const askFeedback = page !== null && path === undefined && isFeedbackPage(englishPath);
  const english = useShownInEnglish();
  // The page's own words, in English where not yet translated; the notice above says so in the reader's language.
  const words = (children: ReactNode) =>
    english ? (
      <div lang="en" className="content-in-english">
        {children}
      </div>
    ) : (
      children
    );
  return (
    <SectionLayout path={path}>
      {page ? (
        <>
          {words(<p className="lead" dangerouslySetInnerHTML={{ __html: page.lead }} />)}
          {page.provenance === "illustrative" ? <p className="provenance provenance--page">{t.translation.illustrativePage}</p> : null}
        </>
      ) : (
        <p>{t.unavailable.page}</p>
      )}
      {intro}
      {page ? words(<ContentBlocks blocks={page.blocks} collections={collections} />) : null}
      {children}
      {page?.updatedAt ? <PageDates updatedAt={page.updatedAt} reviewBy={page.reviewBy ?? null} /> : null}
      {askFeedback ? <PageFeedbackForm path={englishPath} /> : null}
    </SectionLayout>
  );
}
