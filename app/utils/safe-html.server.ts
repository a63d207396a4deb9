import sanitize from "sanitize-html";

/**
 * Our content modules carry small pieces of HTML (article bodies, document
 * excerpts). They are written by us, but they still pass through this
 * allowlist (the sanitize-html library) before they reach
 * dangerouslySetInnerHTML, so a slip in a content edit cannot inject a script,
 * a style or an event handler. Server-only: loaders send the clean HTML.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ["p", "strong", "em", "b", "i", "a", "ul", "ol", "li", "br", "h2", "h3", "blockquote"],
    allowedAttributes: { a: ["href"] },
    // Site paths, anchors, https and mail: never javascript:, data: or protocol-relative //host.
    allowedSchemes: ["https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  });
}
