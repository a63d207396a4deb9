import { InlineText } from "../inline-text";
import type { BlockOf } from "./block-types";

/** Running text: paragraphs, headings, lists and callouts. */
export function Paragraph({ block }: { block: BlockOf<"paragraph"> }) {
  return (
    <p>
      <InlineText text={block.text} />
    </p>
  );
}

export function ProseList({ block }: { block: BlockOf<"list"> }) {
  const items = block.items.map((item) => (
    <li key={item}>
      <InlineText text={item} />
    </li>
  ));
  return block.ordered ? <ol className="prose-list">{items}</ol> : <ul className="prose-list">{items}</ul>;
}

export function Callout({ block }: { block: BlockOf<"callout"> }) {
  return (
    <div className={`callout callout--${block.tone ?? "info"}`}>
      <p>
        <InlineText text={block.text} />
      </p>
    </div>
  );
}
