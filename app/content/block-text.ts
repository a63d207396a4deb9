import { plainText } from "./inline";
import type { Block } from "./types";

/** The words of a content block, links reduced to their text: what the search index reads. */
export function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
    case "subheading":
    case "callout":
      return plainText(block.text);
    case "list":
      return block.items.map(plainText).join(" ");
    case "cards":
      return block.cards.map((card) => `${card.title}. ${plainText(card.text)}`).join(" ");
    case "steps":
      return block.steps.map((step) => `${step.title}. ${plainText(step.text)}`).join(" ");
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
  }
}
