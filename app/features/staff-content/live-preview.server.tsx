import { renderToStaticMarkup } from "react-dom/server";
import { formText } from "~/features/forms/form-data.server";
import { previewPart, requireCollection } from "./editing.server";
import { entriesFrom } from "./form";
import { PreviewPartBody } from "./preview";

/**
 * One Markdown field's preview as an HTML fragment, for the live preview's
 * script to put under the field: the same renderer and allow-list as the
 * Preview button and the public pages, so no Markdown library reaches the browser.
 * The form names its collection and the field; a field that is not Markdown is a 400.
 */
export function livePreviewAnswer(form: FormData): Response {
  const collection = requireCollection(formText(form, "collection"));
  const field = collection.fields.find((one) => one.kind === "markdown" && one.name === formText(form, "field"));
  if (!field) throw new Response("That field has no preview.", { status: 400 });
  const html = renderToStaticMarkup(<PreviewPartBody part={previewPart(collection, field, entriesFrom(collection, form))} />);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // A fragment, not a page: were it ever opened as one, it may load and run nothing.
      "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
