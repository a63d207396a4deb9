/**
 * What the back office edits in each collection of the office's content
 * (prisma/migrations: content_collection_register): its fields, in the order
 * a form shows them, with the words on the form. The database's checks still
 * decide what may be saved; these say what each field is for.
 */
export type FieldKind = "text" | "long" | "markdown" | "date" | "integer" | "boolean" | "choice" | "image";

export interface ContentField {
  /** The column. */
  name: string;
  label: string;
  hint?: string;
  kind: FieldKind;
  required?: boolean;
  /** For "choice": the values the database allows, and their words. */
  options?: readonly { value: string; label: string }[];
  /** The most characters a text may have (the database's limit where it has one). */
  maxLength?: number;
  /** An empty entry is stored as no value (NULL), as the column allows; dates always are. */
  nullable?: boolean;
}

export interface ContentCollection {
  table: string;
  /** Plural, as the list's heading says it. */
  label: string;
  /** One item, as a sentence says it ("a news article"). */
  item: string;
  /** The field whose value names an item in lists. */
  titleField: string;
  fields: readonly ContentField[];
  /** Where readers see an item, when it is live; null: on a page of other items only. */
  publicPath: (row: Record<string, unknown>) => string | null;
}

const position: ContentField = { name: "position", label: "Position", hint: "Lower numbers come first.", kind: "integer", required: true };
/** A picture: one uploaded under Files (its description goes with it), or the one the item has now. */
const imageUrl: ContentField = {
  name: "image_url",
  label: "Image",
  hint: "Choose a photo uploaded under Files; what it shows is the description given when it was uploaded.",
  kind: "image",
  maxLength: 500,
};
const fileUrl: ContentField = {
  name: "file_url",
  label: "Document address",
  hint: "An address on this site starting with /, or a full https:// address.",
  kind: "text",
  maxLength: 500,
};
/** A date, with the form it is written in as the hint's last words (GOV.UK puts examples in hints, never placeholders). */
const date = (name: string, label: string, hint?: string, required = true): ContentField => ({
  name,
  label,
  hint: [hint, "As 2026-11-25."].filter(Boolean).join(" "),
  kind: "date",
  required,
});

export const contentCollections: readonly ContentCollection[] = [
  {
    table: "news_article",
    label: "News articles",
    item: "a news article",
    titleField: "title",
    publicPath: (row) => (typeof row.slug === "string" ? `/news/${row.slug}` : null),
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
  },
  {
    table: "notice",
    label: "Notices",
    item: "a notice",
    titleField: "title",
    publicPath: () => "/",
    fields: [
      {
        name: "title",
        label: "Notice",
        hint: "One sentence, shown in the banner on every page.",
        kind: "long",
        required: true,
        maxLength: 300,
      },
      date("shown_on", "Date shown"),
    ],
  },
  {
    table: "vacancy",
    label: "Vacancies",
    item: "a vacancy",
    titleField: "title",
    publicPath: (row) => (typeof row.slug === "string" ? `/get-involved/careers/${row.slug}` : null),
    fields: [
      { name: "title", label: "Job title", kind: "text", required: true, maxLength: 200 },
      {
        name: "slug",
        label: "Address",
        hint: "The end of the vacancy's address: lower-case words joined by -.",
        kind: "text",
        required: true,
        maxLength: 120,
      },
      { name: "location", label: "Location", kind: "text", required: true, maxLength: 120 },
      date("closes_on", "Closing date", "The vacancy leaves the careers page after this day."),
      { name: "summary", label: "Summary", kind: "long", required: true, maxLength: 400 },
      { name: "body", label: "Description", hint: "Markdown.", kind: "markdown", required: true },
    ],
  },
  {
    table: "tender",
    label: "Tenders",
    item: "a tender",
    titleField: "title",
    publicPath: () => "/get-involved/tenders",
    fields: [
      { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
      date("published_on", "Date shown"),
      date("closes_on", "Closing date", "Leave empty if it has none.", false),
      { name: "summary", label: "Summary", kind: "long", maxLength: 600 },
      imageUrl,
      fileUrl,
    ],
  },
  {
    table: "policy_document",
    label: "Policy and governance documents",
    item: "a document",
    titleField: "title",
    publicPath: () => "/resource-hub/policy-and-governance-documents",
    fields: [
      { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
      date("published_on", "Date shown"),
      { name: "summary", label: "Summary", kind: "long", maxLength: 600 },
      imageUrl,
      fileUrl,
    ],
  },
  {
    table: "faq",
    label: "Frequently asked questions",
    item: "a question",
    titleField: "question",
    publicPath: () => "/resource-hub/faqs",
    fields: [
      { name: "question", label: "Question", kind: "text", required: true, maxLength: 300 },
      { name: "answer", label: "Answer", hint: "Markdown.", kind: "markdown", required: true },
      position,
    ],
  },
  {
    table: "content_page",
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
    ],
  },
  {
    table: "carousel_slide",
    label: "Home page slides",
    item: "a slide",
    titleField: "title",
    publicPath: () => "/",
    fields: [
      { name: "title", label: "Title", kind: "text", required: true, maxLength: 120 },
      { name: "description", label: "Description", kind: "long", maxLength: 300 },
      { ...imageUrl, required: true },
      { name: "link", label: "Link", hint: "An address on this site, starting with /.", kind: "text", maxLength: 500 },
      position,
    ],
  },
  {
    table: "counter",
    label: "Home page figures",
    item: "a figure",
    titleField: "label",
    publicPath: () => "/",
    fields: [
      { name: "label", label: "What it counts", kind: "text", required: true, maxLength: 120 },
      { name: "value", label: "Figure", kind: "integer", required: true },
      { name: "suffix", label: "After the figure", hint: "Such as + or %. Leave empty for none.", kind: "text", maxLength: 10 },
      { name: "counter_set", label: "Set", hint: "Which group of figures it belongs to.", kind: "text", required: true, maxLength: 60 },
      position,
    ],
  },
  {
    table: "testimonial",
    label: "Testimonials",
    item: "a testimonial",
    titleField: "speaker",
    publicPath: () => "/",
    fields: [
      { name: "speaker", label: "Who said it", kind: "text", required: true, maxLength: 120 },
      { name: "place", label: "Where they are", kind: "text", maxLength: 120 },
      { name: "message", label: "What they said", kind: "long", required: true, maxLength: 1000 },
      position,
    ],
  },
  {
    table: "photo_category",
    label: "Photo categories",
    item: "a photo category",
    titleField: "name",
    publicPath: () => "/resource-hub/photo-gallery",
    fields: [{ name: "name", label: "Name", kind: "text", required: true, maxLength: 120 }, position],
  },
  {
    table: "photo",
    label: "Photos",
    item: "a photo",
    titleField: "title",
    publicPath: (row) => (typeof row.id === "string" ? `/resource-hub/photo-gallery/${row.id}` : null),
    fields: [
      { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
      { name: "category_id", label: "Category", hint: "The id of a photo category.", kind: "text", required: true, maxLength: 80 },
      { ...imageUrl, required: true },
      { name: "alt_text", label: "Description for people who cannot see it", kind: "long", required: true, maxLength: 300 },
      position,
    ],
  },
  {
    table: "video_category",
    label: "Video categories",
    item: "a video category",
    titleField: "name",
    publicPath: () => "/resource-hub/video-gallery",
    fields: [{ name: "name", label: "Name", kind: "text", required: true, maxLength: 120 }, position],
  },
  {
    table: "video",
    label: "Videos",
    item: "a video",
    titleField: "title",
    publicPath: (row) => (typeof row.id === "string" ? `/resource-hub/video-gallery/${row.id}` : null),
    fields: [
      { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
      { name: "category_id", label: "Category", hint: "The id of a video category.", kind: "text", required: true, maxLength: 80 },
      { ...imageUrl, label: "Still image", required: true },
      { name: "video_url", label: "Video address", hint: "A YouTube address.", kind: "text", required: true, maxLength: 500 },
      position,
    ],
  },
  {
    table: "stakeholder",
    label: "Stakeholders",
    item: "a stakeholder",
    titleField: "name",
    publicPath: () => "/who-we-are/stakeholders",
    fields: [
      { name: "name", label: "Name", kind: "text", required: true, maxLength: 200 },
      { name: "group_name", label: "Group", kind: "text", required: true, maxLength: 120 },
      { ...imageUrl, label: "Logo" },
      { name: "website_url", label: "Website", hint: "A full https:// address.", kind: "text", maxLength: 500 },
      { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
      position,
    ],
  },
  {
    table: "team_member",
    label: "Management team",
    item: "a member of the team",
    titleField: "name",
    publicPath: () => "/who-we-are/management-team",
    fields: [
      { name: "name", label: "Name", kind: "text", required: true, maxLength: 120 },
      { name: "role", label: "Role", kind: "text", required: true, maxLength: 200 },
      { name: "bio", label: "Biography", hint: "Markdown.", kind: "markdown" },
      { name: "portrait_url", label: "Portrait address", hint: "An address on this site, starting with /.", kind: "text", maxLength: 500 },
      { name: "linkedin_url", label: "LinkedIn address", kind: "text", maxLength: 500, nullable: true },
      { name: "x_url", label: "X address", kind: "text", maxLength: 500, nullable: true },
      { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
      position,
    ],
  },
  {
    table: "contact_channel",
    label: "Contact details",
    item: "a contact detail",
    titleField: "value",
    publicPath: (row) => (row.office === "national" ? "/" : "/where-we-work/state-offices"),
    fields: [
      { name: "office", label: "Office", hint: "national, or a state such as kano or fct.", kind: "text", required: true, maxLength: 40 },
      {
        name: "kind",
        label: "Kind",
        kind: "choice",
        required: true,
        options: [
          { value: "email", label: "E-mail address" },
          { value: "phone", label: "Phone number" },
          { value: "address", label: "A line of the postal address" },
          { value: "hours", label: "Office hours" },
          { value: "social", label: "Social media account" },
        ],
      },
      { name: "value", label: "Value", kind: "text", required: true, maxLength: 200 },
      {
        name: "label",
        label: "Label",
        hint: "For a social media account: Facebook, X, Instagram or LinkedIn.",
        kind: "text",
        maxLength: 60,
      },
      { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
      position,
    ],
  },
];

/** The fields every item shares that a form edits: where its facts come from. */
export const provenanceFields: readonly ContentField[] = [
  {
    name: "provenance",
    label: "Where this comes from",
    kind: "choice",
    required: true,
    options: [
      { value: "illustrative", label: "Illustrative: an example, labelled as such on the site" },
      { value: "published", label: "Published: from a public source, named below" },
      { value: "confirmed", label: "Confirmed by the office" },
      { value: "spec", label: "From the site's specification" },
    ],
  },
  {
    name: "source_url",
    label: "Source address",
    hint: "For published facts: the https:// address of the public source.",
    kind: "text",
    maxLength: 500,
    nullable: true,
  },
  date("source_as_at", "Source's date", "For published facts: the date of the source.", false),
];

export function collectionOf(table: string): ContentCollection | null {
  return contentCollections.find((collection) => collection.table === table) ?? null;
}
