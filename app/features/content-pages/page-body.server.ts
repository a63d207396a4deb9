import attrs from "markdown-it-attrs";
import container from "markdown-it-container";
import type { Token } from "markdown-it";
import type { Provenance } from "~/content/provenance";
import type { Block, Card, IconName } from "~/content/types";
import { sanitizeHtml } from "~/utils/safe-html.server";
import { collectionBlocks } from "./collections";
import { siteMarkdown } from "~/features/content/markdown.server";

/**
 * A content page's body: Markdown (CommonMark with tables), in which a few
 * fenced containers mark what plain Markdown cannot say, such as cards, steps
 * or where a collection goes. The syntax, with examples, is in
 * docs/content-markdown.md. The body is parsed into the site's blocks, so the
 * page keeps its components (icons, figures, the management team) while the
 * office writes one format. A collection's container is named in its
 * manifest (collectionBlocks); these are the layout's own.
 */
const LAYOUT_CONTAINERS = ["cards", "steps", "facts", "callout", "table", "links", "illustrative"] as const;
type LayoutContainer = (typeof LAYOUT_CONTAINERS)[number];
export const CONTAINERS: readonly string[] = [...LAYOUT_CONTAINERS, ...collectionBlocks.map((block) => block.container)];

const ICONS: readonly IconName[] = [
  "register",
  "coordinate",
  "policy",
  "data",
  "grievance",
  "monitor",
  "partners",
  "capacity",
  "cash",
  "community",
  "youth",
  "shield",
];

const markdown = siteMarkdown().use(attrs, { allowedAttributes: ["id", "icon"] });
for (const name of CONTAINERS) markdown.use(container, name);

/** How a run of inline tokens becomes the text a block holds. */
type InlineRenderer = (children: Token[]) => string;

const asHtml: InlineRenderer = (children) => sanitizeHtml(markdown.renderer.renderInline(children, markdown.options, {})).trim();

/** The words a reader sees: link and image text kept, addresses and markup dropped. */
const asPlainText: InlineRenderer = (children) =>
  children
    .map((token) => {
      if (token.type === "text" || token.type === "code_inline") return token.content;
      if (token.type === "softbreak" || token.type === "hardbreak") return " ";
      if (token.type === "image") return asPlainText(token.children ?? []);
      return "";
    })
    .join("")
    .trim();

export interface ParsedBody {
  lead: string;
  blocks: Block[];
}

/** A page's lead (one paragraph) and body as the page shows them: inline text as sanitised HTML. */
export function renderPageBody(lead: string, body: string): ParsedBody {
  return parse(lead, body, asHtml);
}

/** The same as plain text, for a PDF. */
export function plainPageBody(lead: string, body: string): ParsedBody {
  return parse(lead, body, asPlainText);
}

function parse(lead: string, body: string, inline: InlineRenderer): ParsedBody {
  const leadTokens = markdown.parseInline(lead.trim(), {})[0]?.children ?? [];
  return { lead: inline(leadTokens), blocks: new BodyParser(markdown.parse(body, {}), inline).blocks(0, Infinity) };
}

class BodyParser {
  constructor(
    private readonly tokens: Token[],
    private readonly inline: InlineRenderer,
  ) {}

  /** The blocks between two token indexes (an open's next and its close). */
  blocks(from: number, to: number): Block[] {
    const blocks: Block[] = [];
    for (let index = from; index < Math.min(to, this.tokens.length); index = this.closeOf(index) + 1) {
      blocks.push(...this.block(index));
    }
    return blocks;
  }

  /** The index of the token that closes the one at `index` (itself, for a token that opens nothing). */
  private closeOf(index: number): number {
    const open = this.tokens[index]!;
    if (open.nesting !== 1) return index;
    let close = index + 1;
    while (!(this.tokens[close]!.nesting === -1 && this.tokens[close]!.level === open.level)) close++;
    return close;
  }

  private text(inlineIndex: number): string {
    return this.inline(this.tokens[inlineIndex]?.children ?? []);
  }

  private plain(inlineIndex: number): string {
    return asPlainText(this.tokens[inlineIndex]?.children ?? []);
  }

  private block(index: number): Block[] {
    const token = this.tokens[index]!;
    const close = this.closeOf(index);
    switch (token.type) {
      case "heading_open": {
        const id = token.attrGet("id")?.toString();
        return token.tag === "h1" || token.tag === "h2"
          ? [{ type: "heading", text: this.plain(index + 1), ...(id ? { id } : {}) }]
          : [{ type: "subheading", text: this.plain(index + 1) }];
      }
      case "paragraph_open":
        return [{ type: "paragraph", text: this.text(index + 1) }];
      case "bullet_list_open":
      case "ordered_list_open":
        return [{ type: "list", items: this.itemTexts(index, close), ...(token.type === "ordered_list_open" ? { ordered: true } : {}) }];
      default: {
        const name = /^container_(.+)_open$/.exec(token.type)?.[1];
        if (name) return this.container(name, token.info, index + 1, close);
        return [{ type: "html", html: sanitizeHtml(markdown.renderer.render(this.tokens.slice(index, close + 1), markdown.options, {})) }];
      }
    }
  }

  /** Each list item's text, its paragraphs run together. */
  private itemTexts(from: number, to: number): string[] {
    const items: string[][] = [];
    for (let index = from + 1; index < to; index++) {
      const token = this.tokens[index]!;
      if (token.type === "list_item_open") items.push([]);
      if (token.type === "inline") items.at(-1)?.push(this.text(index));
    }
    return items.map((parts) => parts.join(" "));
  }

  private container(name: string, info: string, from: number, to: number): Block[] {
    const flags = info.trim().split(/\s+/).slice(1);
    const provenance: Provenance | undefined = flags.includes("illustrative") ? "illustrative" : undefined;
    const block = this.containerBlock(name, flags, from, to);
    if (!provenance) return block;
    return block.map((one) => ({ ...one, provenance }));
  }

  private containerBlock(name: string, flags: string[], from: number, to: number): Block[] {
    const collection = collectionBlocks.find((block) => block.container === name);
    if (collection) return [{ type: collection.type }];
    switch (name as LayoutContainer) {
      case "illustrative":
        return this.blocks(from, to).map((block) => ({ ...block, provenance: "illustrative" as const }));
      case "cards": {
        const columns = Number(flags.find((flag) => /^[234]$/.test(flag)) ?? 3) as 2 | 3 | 4;
        return [{ type: "cards", columns, cards: this.cards(from, to) }];
      }
      case "steps":
        return [{ type: "steps", steps: this.cards(from, to).map(({ title, text }) => ({ title, text })) }];
      case "facts":
        return [{ type: "facts", facts: this.facts(from, to) }];
      case "callout":
        return [{ type: "callout", text: this.paragraphs(from, to).join(" "), tone: flags.includes("warning") ? "warning" : "info" }];
      case "table":
        return [this.table(flags, from, to)];
      case "links":
        return [{ type: "links", links: this.links(from, to) }];
    }
  }

  private paragraphs(from: number, to: number): string[] {
    const texts: string[] = [];
    for (let index = from; index < to; index++) if (this.tokens[index]!.type === "inline") texts.push(this.text(index));
    return texts;
  }

  /**
   * Cards (and steps): each starts at a heading, with its icon as {icon=…};
   * a paragraph that is only a link, after the card's text, is its link.
   */
  private cards(from: number, to: number): Card[] {
    const cards: Card[] = [];
    for (let index = from; index < to; index = this.closeOf(index) + 1) {
      const token = this.tokens[index]!;
      if (token.type === "heading_open") {
        const icon = token.attrGet("icon") as IconName | null;
        cards.push({ title: this.plain(index + 1), text: "", ...(icon && ICONS.includes(icon) ? { icon } : {}) });
      } else if (token.type === "paragraph_open" && cards.length > 0) {
        const card = cards.at(-1)!;
        const link = card.text ? onlyLink(this.tokens[index + 1]!.children ?? []) : null;
        if (link) card.link = link;
        else card.text = [card.text, this.text(index + 1)].filter(Boolean).join(" ");
      }
    }
    return cards;
  }

  /** Facts: a list whose items read "**value** label". */
  private facts(from: number, to: number): { value: string; label: string }[] {
    return this.inlineItems(from, to).map((children) => {
      const close = children.findIndex((token) => token.type === "strong_close");
      const value = children[0]?.type === "strong_open" && close > 0 ? asPlainText(children.slice(1, close)) : "";
      return { value, label: asPlainText(value ? children.slice(close + 1) : children) };
    });
  }

  /** Links: a list whose items read "[text](address): what it is". */
  private links(from: number, to: number): { text: string; href: string; description?: string }[] {
    return this.inlineItems(from, to).flatMap((children) => {
      const open = children.findIndex((token) => token.type === "link_open");
      const close = children.findIndex((token) => token.type === "link_close");
      if (open < 0 || close < open) return [];
      const description = asPlainText(children.slice(close + 1)).replace(/^[:–—-]\s*/, "");
      return [
        {
          text: asPlainText(children.slice(open + 1, close)),
          href: String(children[open]!.attrGet("href") ?? ""),
          ...(description ? { description } : {}),
        },
      ];
    });
  }

  /** The inline tokens of each list item in a container. */
  private inlineItems(from: number, to: number): Token[][] {
    const items: Token[][] = [];
    for (let index = from; index < to; index++) {
      const token = this.tokens[index]!;
      if (token.type === "list_item_open") items.push([]);
      // markdown-it leaves an empty text token before emphasis that opens a line.
      if (token.type === "inline") items.at(-1)?.push(...(token.children ?? []).filter((child) => child.type !== "text" || child.content));
    }
    return items;
  }

  /** A table with its caption: the paragraph before it; a column aligned right holds numbers. */
  private table(flags: string[], from: number, to: number): Block {
    let caption = "";
    const columns: string[] = [];
    const numeric: number[] = [];
    const rows: string[][] = [];
    let inBody = false;
    for (let index = from; index < to; index++) {
      const token = this.tokens[index]!;
      if (token.type === "paragraph_open" && !caption) caption = this.plain(index + 1);
      if (token.type === "th_open") {
        if (/text-align:right/.test(String(token.attrGet("style") ?? ""))) numeric.push(columns.length);
        columns.push(this.plain(index + 1));
      }
      if (token.type === "tbody_open") inBody = true;
      if (token.type === "tr_open" && inBody) rows.push([]);
      if (token.type === "td_open") rows.at(-1)?.push(this.text(index + 1));
    }
    return {
      type: "table",
      caption,
      columns,
      rows,
      ...(numeric.length ? { numeric } : {}),
      ...(flags.includes("striped") ? { striped: true } : {}),
    };
  }
}

/** The link a paragraph holds, when the paragraph is that link and nothing else. */
function onlyLink(children: Token[]): { text: string; href: string } | null {
  const first = children[0];
  const last = children.at(-1);
  if (first?.type !== "link_open" || last?.type !== "link_close") return null;
  if (children.slice(1, -1).some((token) => token.type === "link_open")) return null;
  return { text: asPlainText(children.slice(1, -1)), href: String(first.attrGet("href") ?? "") };
}
