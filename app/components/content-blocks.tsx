import { Fragment } from "react";
import type { Block } from "~/content/types";
import { Cards, Facts, Steps } from "./blocks/cards";
import { LinkList, LogoGroups, People } from "./blocks/collections";
import { DataTable } from "./blocks/data-table";
import { Callout, Paragraph, ProseList } from "./blocks/prose";
import { ProvenanceLabel } from "./provenance-label";

/** Renders a content page's blocks as plain, semantic HTML; a block marked illustrative says so after it. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          <BlockView block={block} index={index} />
          {block.provenance ? <ProvenanceLabel item={{ provenance: block.provenance }} kind="block" /> : null}
        </Fragment>
      ))}
    </>
  );
}

function BlockView({ block, index }: { block: Block; index: number }) {
  switch (block.type) {
    case "paragraph":
      return <Paragraph block={block} />;
    case "heading":
      return <h2 id={block.id}>{block.text}</h2>;
    case "subheading":
      return <h3>{block.text}</h3>;
    case "list":
      return <ProseList block={block} />;
    case "cards":
      return <Cards block={block} />;
    case "steps":
      return <Steps block={block} />;
    case "facts":
      return <Facts block={block} />;
    case "callout":
      return <Callout block={block} />;
    case "table":
      return <DataTable block={block} index={index} />;
    case "people":
      return <People block={block} />;
    case "logos":
      return <LogoGroups block={block} />;
    case "links":
      return <LinkList block={block} />;
  }
}
