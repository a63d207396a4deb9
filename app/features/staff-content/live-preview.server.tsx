import { renderToStaticMarkup } from "react-dom/server";
import type { ContentCollection, ContentField } from "./collections";
import { previewPart } from "./editing.server";
import type { Entries } from "./form";
import { PreviewPartBody } from "./preview";

/**
 * One Markdown field's preview as an HTML fragment, for the live preview's
 * script to put under the field: the same renderer and allow-list as the
 * Preview button and the public pages, so no Markdown library reaches the browser.
 */
export function livePreviewHtml(collection: ContentCollection, field: ContentField, entries: Entries): string {
  return renderToStaticMarkup(<PreviewPartBody part={previewPart(collection, field, entries)} />);
}
