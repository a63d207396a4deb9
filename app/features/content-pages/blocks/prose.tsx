import type { BlockOf } from "./block-types";

/** Running text: paragraphs, headings, lists and callouts; their text is sanitised HTML (features/content-pages/page-body.server.ts). */
export function Paragraph({ block }: { block: BlockOf<"paragraph"> }) {
  return <p dangerouslySetInnerHTML={{ __html: block.text }} />;
}

export function ProseList({ block }: { block: BlockOf<"list"> }) {
  const items = block.items.map((item) => <li key={item} dangerouslySetInnerHTML={{ __html: item }} />);
  return block.ordered ? <ol className="prose-list">{items}</ol> : <ul className="prose-list">{items}</ul>;
}

export function Callout({ block }: { block: BlockOf<"callout"> }) {
  return (
    <div className={`callout callout--${block.tone ?? "info"}`}>
      <p dangerouslySetInnerHTML={{ __html: block.text }} />
    </div>
  );
}
