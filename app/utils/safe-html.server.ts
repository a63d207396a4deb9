/**
 * Our content modules carry small pieces of HTML (article bodies, document
 * excerpts). They are written by us, but they are still passed through this
 * allowlist before they reach dangerouslySetInnerHTML, so a slip in a content
 * edit cannot inject a script, a style or an event handler. Server-only: loaders
 * send the clean HTML.
 */
const ALLOWED = new Set(["p", "strong", "em", "b", "i", "a", "ul", "ol", "li", "br", "h2", "h3", "blockquote"]);
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi;
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:)/i;

function escapeAttribute(value: string): string {
  return value.replace(/&(?!(#\d+|#x[0-9a-f]+|[a-z]+);)/gi, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function sanitizeHtml(html: string): string {
  return html
    .replace(DROPPED_WITH_CONTENT, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(\/?)([a-z][a-z0-9]*)\b([^>]*)>|</gi, (match, closing: string | undefined, name: string | undefined, attributes: string | undefined) => {
      if (name === undefined) return "&lt;";
      const tag = name.toLowerCase();
      if (!ALLOWED.has(tag)) return "";
      if (closing) return tag === "br" ? "" : `</${tag}>`;
      if (tag !== "a") return `<${tag}>`;
      const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes ?? "");
      const value = href ? (href[2] ?? href[3] ?? "").trim() : "";
      return SAFE_HREF.test(value) ? `<a href="${escapeAttribute(value)}">` : "<a>";
    });
}
