import { ContentPageBody } from "~/features/content-pages/content-page";
import type { ContentPage } from "~/content/types";
import { VacancyPage } from "~/features/careers/vacancy-page";
import type { VacancySummary } from "~/features/careers/vacancy";
import type { ArticleView } from "~/features/news/article-view";
import { NewsArticlePage } from "~/features/news/article-view";
import type { PageCollections } from "~/features/content-pages/collections";

/** The collections whose items have a page of their own, which a draft's page preview shows (page-preview.server.ts). */
export const PAGE_PREVIEW_COLLECTIONS: readonly string[] = ["news_article", "vacancy", "content_page"];

export type PagePreview =
  | { kind: "news"; view: ArticleView }
  | { kind: "vacancy"; view: { item: VacancySummary; html: string; posted: string } }
  | { kind: "page"; page: ContentPage; collections: PageCollections };

/** The item's page, drawn by the public page's own component. */
export function PreviewedPage({ preview }: { preview: PagePreview }) {
  switch (preview.kind) {
    case "news":
      return <NewsArticlePage {...preview.view} />;
    case "vacancy":
      return <VacancyPage {...preview.view} />;
    case "page":
      return <ContentPageBody page={preview.page} collections={preview.collections} path={preview.page.path} />;
  }
}

/**
 * Above the previewed page, in every view of it: that readers cannot see it
 * yet, and the way back (out of the frame, when it is in one).
 */
export function NotPublishedBanner({ draft, back }: { draft: boolean; back: string }) {
  return (
    <aside className="staff-preview-banner" aria-label="Preview">
      <div className="container">
        <p>
          <strong>{draft ? "Preview: not published." : "Preview."}</strong>{" "}
          {draft ? "This is the draft as readers will see it once it is published." : "This item has no draft: this is it as it is now."}{" "}
          <a href={back} target="_top">
            Back to the item
          </a>
        </p>
      </div>
    </aside>
  );
}
