import type { Block } from "./types";

/** The words of a block parsed as plain text (plainPageBody): what the search index reads. */
export function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
    case "subheading":
    case "callout":
      return block.text;
    case "list":
      return block.items.join(" ");
    case "cards":
      return block.cards.map((card) => `${card.title}. ${card.text}`).join(" ");
    case "steps":
      return block.steps.map((step) => `${step.title}. ${step.text}`).join(" ");
    case "facts":
      return block.facts.map((fact) => `${fact.value} ${fact.label}`).join(" ");
    case "table":
      return [block.caption, ...block.rows.map((row) => row.join(" "))].join(" ");
    case "team":
    case "stakeholders":
    case "stateOffices":
      // Each row is a search document of its own, with its anchor (the collection's search function, or,
      // for the state offices, search/sources.server.ts).
      return "";
    case "links":
      return block.links.map((link) => `${link.text} ${link.description ?? ""}`).join(" ");
    case "html":
      // Only the privacy policy is indexed from code, and it has none; the database indexes the rest.
      return "";
  }
}
