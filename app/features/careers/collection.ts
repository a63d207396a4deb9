import { date, titled, type CollectionManifest } from "~/features/content/collection-manifest";
import { vacancyPath } from "./vacancy";

export const vacancyCollection: CollectionManifest = {
  table: "vacancy",
  model: "vacancy",
  label: "Vacancies",
  item: "a vacancy",
  titleField: "title",
  publicPath: (row) => (typeof row.slug === "string" ? vacancyPath(row.slug) : null),
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
  provenance: { noun: "vacancy", supply: "the job's description, location, closing date and how to apply" },
  audit: { fields: ["title"], orderBy: [{ closesOn: "desc" }, { id: "asc" }], name: titled },
  searchKind: "vacancy",
};
