import { ContentBlocks } from "~/features/content-pages/content-blocks";
import type { PreviewPart } from "./editing.server";

/** The Markdown fields as readers will see them, under the form that made them. */
export function MarkdownPreview({ parts }: { parts: PreviewPart[] }) {
  if (parts.length === 0) return null;
  return (
    <section className="staff-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className="hint">As readers will see it. Nothing is saved until you save the draft.</p>
      {parts.map((part) => (
        <div key={part.label} className="staff-preview__part">
          <h3>{part.label}</h3>
          <PreviewPartBody part={part} />
        </div>
      ))}
    </section>
  );
}

/** One field's rendering: a page's containers, or the Markdown as the site renders it. */
export function PreviewPartBody({ part }: { part: PreviewPart }) {
  return "blocks" in part ? (
    <ContentBlocks blocks={part.blocks} />
  ) : (
    // renderMarkdown's output: Markdown through the site's allow-list of tags.
    <div className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />
  );
}
