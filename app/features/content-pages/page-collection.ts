import { ITEM_KINDS } from "~/content/item-kinds";
import { date, type CollectionManifest } from "~/features/content/collection-manifest";

/** The bodies of the navigation tree's pages (content-page.server.ts reads them; the audit adds their illustrative passages). */
export const pageCollection: CollectionManifest = {
  table: "content_page",
  model: "contentPage",
  label: "Pages",
  item: "a page",
  titleField: "path",
  publicPath: (row) => (typeof row.path === "string" ? row.path : null),
  fields: [
    {
      name: "path",
      label: "Address",
      hint: "The page's address in the menus, such as /who-we-are/about-us.",
      kind: "text",
      required: true,
      maxLength: 200,
    },
    {
      name: "lead",
      label: "Opening paragraph",
      hint: "One paragraph of Markdown, at most 600 characters.",
      kind: "long",
      maxLength: 600,
    },
    { name: "body", label: "Body", hint: "Markdown, with the containers in the guide to writing pages.", kind: "markdown" },
    // Shown under the page as "next review due"; past it, the Content page lists the page.
    date(
      "review_by",
      "Next review due",
      "Optional. The day the office will next check this page. Readers see it under the page, and Content lists the page once it has passed.",
      false,
    ),
  ],
  // The pages kept in code (the privacy policy, the accessibility statement) are audited in the same words.
  provenance: ITEM_KINDS.page,
  // The audit also reads lead and body, for the passages marked illustrative.
  audit: { fields: ["path", "lead", "body"], orderBy: [{ path: "asc" }], name: (row) => String(row.path) },
  searchKind: "page",
};
