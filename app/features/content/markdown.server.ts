import MarkdownIt from "markdown-it";
import { isFileLink } from "~/components/new-tab-link";
import { en } from "~/i18n/messages/en";
import { sanitizeHtml } from "~/utils/safe-html.server";

type Markdown = InstanceType<typeof MarkdownIt>;

/**
 * The one body format for the office's content: CommonMark, plus tables.
 * Raw HTML in the source is shown as text, never passed through, and what
 * markdown-it writes still goes through the site's allow-list.
 */
export function siteMarkdown(): Markdown {
  const markdown = new MarkdownIt("commonmark", { html: false }).enable("table");
  followSiteLinkRules(markdown);
  return markdown;
}

const markdown = siteMarkdown();

// In English: a page in another language gets its own words (i18n/localize-links.ts).
const NEW_TAB_NOTE_HTML = `<span class="visually-hidden"> ${en.chrome.opensInNewTab}</span>`;

/**
 * Links follow the rule of the site's own links (components/new-tab-link.tsx):
 * a file opens in a new tab and says so, and another site gets no handle on
 * this one (rel="noopener").
 */
function followSiteLinkRules(markdown: Markdown) {
  const renderToken: NonNullable<typeof markdown.renderer.rules.link_open> = (tokens, index, options, _env, self) =>
    self.renderToken(tokens, index, options);
  const linkOpen = markdown.renderer.rules.link_open ?? renderToken;
  const linkClose = markdown.renderer.rules.link_close ?? renderToken;
  const hrefOf = (token: { attrGet(name: string): string | number | null }) => String(token.attrGet("href") ?? "");
  markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const href = hrefOf(token);
    if (isFileLink(href)) token.attrSet("target", "_blank");
    if (isFileLink(href) || /^https?:\/\//.test(href)) token.attrSet("rel", "noopener");
    return linkOpen(tokens, index, options, env, self);
  };
  markdown.renderer.rules.link_close = (tokens, index, options, env, self) => {
    // Links cannot nest: the nearest link_open before this close is its own.
    const open = tokens.slice(0, index).findLast((token) => token.type === "link_open");
    return (open && isFileLink(hrefOf(open)) ? NEW_TAB_NOTE_HTML : "") + linkClose(tokens, index, options, env, self);
  };
}

/** What the renderer writes, before the allow-list. */
export function unsafeMarkdownHtml(source: string): string {
  return markdown.render(source);
}

/** A Markdown body as the HTML a page shows. Server-only: loaders send the result. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(unsafeMarkdownHtml(source));
}
