import type { VacancySummary } from "~/features/careers/vacancy";
import { mediaImageKey, ownPicture, type SiteImage } from "~/features/media/addresses";
import { renderMarkdown } from "~/features/content/markdown.server";
import { renderPageBody } from "~/features/content-pages/page-body.server";
import { provenanceOf } from "~/features/content/source";
import type { NewsLinkKind } from "~/features/news/article";
import { articleView } from "~/features/news/article.server";
import { collectionsFor } from "~/features/content-pages/content-page.server";
import type { Row } from "./content.server";
import type { PagePreview } from "./page-preview";

const text = (row: Row, name: string): string => {
  const value = row[name];
  return typeof value === "string" ? value : "";
};

/** A date column as the row's JSON has it ("2026-11-25", or a timestamp), or null. */
const dateOf = (value: unknown): Date | null => {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

const today = () => new Date().toISOString().slice(0, 10);

/** The draft's picture, one size, from the back office's own copy of an upload (its listener serves only /staff). */
function previewPicture(address: string): SiteImage | null {
  if (!address) return null;
  return ownPicture(mediaImageKey(address) ? `/staff${address}` : address);
}

/**
 * An item's page as readers would see it, from a row as a draft proposes it
 * (the live row with the draft's fields over it), through the public pages'
 * own helpers; null for a collection whose items have no page of their own.
 */
export async function pagePreviewOf(table: string, row: Row): Promise<PagePreview | null> {
  const provenance = provenanceOf({
    provenance: text(row, "provenance"),
    sourceUrl: text(row, "source_url") || null,
    sourceAsAt: dateOf(row.source_as_at),
  });
  switch (table) {
    case "news_article":
      return {
        kind: "news",
        view: articleView({
          id: text(row, "id"),
          slug: text(row, "slug"),
          title: text(row, "title"),
          publishedOn: dateOf(row.published_on) ?? new Date(`${today()}T00:00:00Z`),
          excerpt: text(row, "excerpt"),
          body: text(row, "body"),
          imageUrl: text(row, "image_url"),
          image: previewPicture(text(row, "image_url")),
          link: text(row, "link"),
          linkKind: (text(row, "link_kind") || null) as NewsLinkKind | null,
          ...provenance,
        }),
      };
    case "vacancy": {
      const item: VacancySummary = {
        slug: text(row, "slug"),
        title: text(row, "title"),
        location: text(row, "location"),
        summary: text(row, "summary"),
        closesOn: text(row, "closes_on").slice(0, 10),
        ...provenance,
      };
      // Posted: when it was published, or today for one not yet published.
      const posted = dateOf(row.publish_at)?.toISOString().slice(0, 10) ?? today();
      return { kind: "vacancy", view: { item, html: renderMarkdown(text(row, "body")), posted } };
    }
    case "content_page": {
      // The page's own blocks, with the live collections they place (a team, the state offices).
      const page = { path: text(row, "path"), ...renderPageBody(text(row, "lead"), text(row, "body")), ...provenance };
      return { kind: "page", page, collections: await collectionsFor(page.blocks) };
    }
    default:
      return null;
  }
}
