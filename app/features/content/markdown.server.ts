import MarkdownIt from "markdown-it";
import { sanitizeHtml } from "~/utils/safe-html.server";

/**
 * The one body format for the office's content: CommonMark, plus tables.
 * Raw HTML in the source is shown as text, never passed through, and what
 * markdown-it writes still goes through the site's allow-list.
 */
const markdown = new MarkdownIt("commonmark", { html: false }).enable("table");

/** A Markdown body as the HTML a page shows. Server-only: loaders send the result. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source));
}
