/**
 * The building blocks of a content page. Pages are data, not JSX, so the same
 * text feeds the renderer, the meta description and the search index.
 *
 * Text fields accept one inline markup: [link text](/path), for site paths,
 * files, tel: and mailto: links, and external https:// addresses.
 */

import type { Provenance, Sourced } from "./provenance";

export type IconName =
  | "register"
  | "coordinate"
  | "policy"
  | "data"
  | "grievance"
  | "monitor"
  | "partners"
  | "capacity"
  | "cash"
  | "community"
  | "youth"
  | "shield";

export interface Card {
  title: string;
  text: string;
  icon?: IconName;
  /** A link to more on the subject: a site page or an anchor, never "#". */
  link?: { text: string; href: string };
}

/** A block is as sourced as its page, unless it says otherwise. */
export type Block = BlockContent & { provenance?: Provenance };

type BlockContent =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string; id?: string }
  | { type: "subheading"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean }
  | { type: "cards"; cards: Card[]; columns?: 2 | 3 | 4 }
  | { type: "steps"; steps: { title: string; text: string }[] }
  | { type: "facts"; facts: { value: string; label: string }[] }
  | { type: "callout"; text: string; tone?: "info" | "warning" }
  | {
      type: "table";
      caption: string;
      columns: string[];
      rows: string[][];
      /** Indexes of columns holding numbers: right-aligned, tabular figures. */
      numeric?: number[];
      striped?: boolean;
    }
  // Where a collection from the database shows: the page's loader reads it (site/content-page.server.ts).
  | { type: "team" }
  | { type: "stakeholders" }
  | { type: "stateOffices" }
  | { type: "links"; links: { text: string; href: string; description?: string }[] };

export interface ContentPage extends Sourced {
  /** The page's address; its title, hero and description come from the navigation tree. */
  path: string;
  /** The opening paragraph, shown larger; also the search summary. */
  lead: string;
  blocks: Block[];
}
