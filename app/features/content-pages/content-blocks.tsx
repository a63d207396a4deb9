import { Fragment } from "react";
import type { Block } from "~/content/types";
import { Cards, Facts, Steps } from "./blocks/cards";
import { TeamList } from "~/features/management/team-list";
import { StakeholderGroups } from "~/features/stakeholders/stakeholder-groups";
import { StateOfficeTable } from "~/features/state-offices/state-office-table";
import type { PageCollections } from "~/features/content-pages/collections";
import { LinkList } from "./blocks/link-list";
import { DataTable } from "./blocks/data-table";
import { Callout, Paragraph, ProseList } from "./blocks/prose";
import { ProvenanceLabel } from "~/components/provenance-label";

/**
 * Renders a content page's blocks as plain, semantic HTML, with the
 * collections its loader read where they belong; a block marked illustrative
 * says so after it.
 */
export function ContentBlocks({ blocks, collections = {} }: { blocks: Block[]; collections?: PageCollections }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          <BlockView block={block} index={index} collections={collections} />
          {block.provenance ? <ProvenanceLabel item={{ provenance: block.provenance }} kind="block" /> : null}
        </Fragment>
      ))}
    </>
  );
}

function BlockView({ block, index, collections }: { block: Block; index: number; collections: PageCollections }) {
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
    case "team":
      return <TeamList team={collections.team ?? null} />;
    case "stakeholders":
      return <StakeholderGroups groups={collections.stakeholders ?? null} />;
    case "stateOffices":
      return <StateOfficeTable offices={collections.stateOffices ?? null} />;
    case "links":
      return <LinkList block={block} />;
    case "html":
      return <div dangerouslySetInnerHTML={{ __html: block.html }} />;
  }
}
