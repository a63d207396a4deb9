import { date, imageUrl, NEWEST_FIRST, titled, type CollectionManifest } from "~/features/content/collection-manifest";
import { articlePath } from "./article";

export const newsCollection: CollectionManifest = {
  table: "news_article",
  model: "newsArticle",
  label: "News articles",
  item: "a news article",
  titleField: "title",
  publicPath: (row) => (typeof row.slug === "string" ? articlePath(row.slug) : null),
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
    {
      name: "slug",
      label: "Address",
      hint: "The end of the article's address: lower-case words joined by -.",
      kind: "text",
      required: true,
      maxLength: 120,
    },
    date("published_on", "Date shown", "The date the article carries. When it appears is set when it is published."),
    {
      name: "excerpt",
      label: "Summary",
      hint: "One or two sentences for the news cards and search. Empty: the start of the body.",
      kind: "long",
      maxLength: 400,
    },
    { name: "body", label: "Body", hint: "Markdown: see the guide to writing pages.", kind: "markdown" },
    imageUrl,
    {
      name: "link",
      label: "Linked document or video",
      hint: "Optional: an address starting with / or https://.",
      kind: "text",
      maxLength: 500,
    },
    {
      name: "link_kind",
      label: "What the link is",
      kind: "choice",
      nullable: true,
      options: [
        { value: "", label: "No link" },
        { value: "view-pdf", label: "A PDF to view" },
        { value: "download", label: "A file to download" },
        { value: "video", label: "A video" },
      ],
    },
  ],
  provenance: { noun: "news item", supply: "the article's text, date and photograph" },
  audit: { fields: ["title"], orderBy: NEWEST_FIRST, name: titled },
  searchKind: "news",
};
