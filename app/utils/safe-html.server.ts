import sanitize from "sanitize-html";

/**
 * Every piece of HTML a page shows from content (Markdown bodies as
 * markdown-it renders them, document excerpts) passes through this allowlist
 * (the sanitize-html library) before it reaches dangerouslySetInnerHTML, so
 * an edit cannot inject a script, a style or an event handler. Server-only:
 * loaders send the clean HTML.
 *
 * - Headings start at h2 (the page's title is its h1): a body's h1 becomes h2.
 * - An image needs alt text; one without is dropped, as a reader could not
 *   know what it shows. It comes from the site itself (a path such as
 *   /media/…), never another host: pages forbid those in their policy, and
 *   a newsletter, which has none, would otherwise tell that host who read it.
 * - Table header cells say what they head (scope), for screen readers.
 * - A link may open in a new tab (target="_blank", never another target,
 *   always with rel="noopener") and say so in a visually hidden note; it may
 *   call a number (tel:).
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      ...["p", "strong", "em", "b", "i", "a", "span", "ul", "ol", "li", "br", "h2", "h3", "h4", "blockquote", "code", "pre", "hr", "img"],
      ...["table", "thead", "tbody", "tr", "th", "td"],
    ],
    allowedAttributes: { a: ["href", "target", "rel"], span: ["class"], img: ["src", "alt"], th: ["scope"], ol: ["start"] },
    allowedClasses: { span: ["visually-hidden"] },
    // Site paths, anchors, https, mail and phone numbers: never javascript:, data: or protocol-relative //host.
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      h1: "h2",
      h5: "h4",
      h6: "h4",
      th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: attribs["scope"] ?? "col" } }),
      // Whatever target or rel it asked for: a new tab or none, and noopener or none.
      a: (tagName, { target, rel, ...attribs }) => ({
        tagName,
        attribs: { ...attribs, ...(target ? { target: "_blank" } : {}), ...(target || rel ? { rel: "noopener" } : {}) },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === "img" && (!frame.attribs["alt"]?.trim() || !/^\/(?![/\\])/.test(frame.attribs["src"] ?? "")),
  });
}
