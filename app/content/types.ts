/**
 * The building blocks of a content page, as its Markdown body reads once
 * parsed (features/content-pages/page-body.server.ts; the syntax is in
 * docs/content-markdown.md). Fields named `text`, `items` and a table's
 * `rows` hold inline text already rendered: sanitised HTML for a page, plain
 * text for a PDF. Titles, labels, captions and link texts are plain text.
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
  // Where a collection from the database shows: the page's loader reads it (features/content-pages/content-page.server.ts).
  | { type: "team" }
  | { type: "stakeholders" }
  | { type: "stateOffices" }
  | { type: "links"; links: { text: string; href: string; description?: string }[] }
  // Markdown the blocks above do not cover (a quotation, a rule, a bare table), as the allow-list lets it through.
  | { type: "html"; html: string };

/** A page of content as its loader sends it (content_page, or a page built in code such as the privacy policy). */
export interface ContentPage extends Sourced {
  /** The page's address; its title, hero and description come from the navigation tree. */
  path: string;
  /** The opening paragraph, shown larger, rendered like a block's text. */
  lead: string;
  blocks: Block[];
  /** When the page shown (a translation's own) last changed, as an instant; absent where a page is drawn without it (a preview). */
  updatedAt?: string;
  /** The day the office means to check it again (YYYY-MM-DD), if it set one. */
  reviewBy?: string | null;
}
