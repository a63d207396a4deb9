import { vacancyCollection } from "~/features/careers/collection";
import { counterCollection } from "~/features/counters/collection";
import { faqCollection } from "~/features/faqs/collection";
import { knownFakeCollection } from "~/features/is-this-real/collection";
import { photoCategoryCollection, photoCollection, videoCategoryCollection, videoCollection } from "~/features/galleries/collection";
import { slideCollection } from "~/features/home-carousel/collection";
import { documentCollection, tenderCollection } from "~/features/library/collection";
import { teamCollection } from "~/features/management/collection";
import type { TeamMember } from "~/features/management/team-member";
import { newsCollection } from "~/features/news/collection";
import { noticeCollection } from "~/features/notices/collection";
import { paymentWindowCollection } from "~/features/payments/collection";
import { knownProblemCollection } from "~/features/known-problems/collection";
import { serviceNoticeCollection } from "~/features/service-status/collection";
import { stakeholderCollection } from "~/features/stakeholders/collection";
import type { StakeholderGroup } from "~/features/stakeholders/stakeholder";
import { contactChannelCollection } from "~/features/state-offices/collection";
import type { StateOffice } from "~/features/state-offices/state-office";
import { testimonialCollection } from "~/features/testimonials/collection";
import type { CollectionManifest, PageBlock } from "~/features/content/collection-manifest";
import { pageCollection } from "./page-collection";

/**
 * Every collection of the office's content in the database, one manifest
 * each, in the order the back office lists them (categories before the items
 * that name them). The lists that name collections (the back office's, the
 * audit's, the page blocks', the seed's) are built from this one.
 */
export const collectionManifests: readonly CollectionManifest[] = [
  newsCollection,
  noticeCollection,
  vacancyCollection,
  tenderCollection,
  documentCollection,
  faqCollection,
  pageCollection,
  slideCollection,
  counterCollection,
  testimonialCollection,
  photoCategoryCollection,
  photoCollection,
  videoCategoryCollection,
  videoCollection,
  stakeholderCollection,
  teamCollection,
  contactChannelCollection,
  knownFakeCollection,
  paymentWindowCollection,
  knownProblemCollection,
  serviceNoticeCollection,
];

export function manifestOf(table: string): CollectionManifest | null {
  return collectionManifests.find((manifest) => manifest.table === table) ?? null;
}

/** The blocks that place a collection inside a content page (docs/content-markdown.md). */
export const collectionBlocks: readonly PageBlock[] = collectionManifests.flatMap((manifest) => (manifest.block ? [manifest.block] : []));

/** What each block that places a collection gives a content page. */
interface BlockCollections {
  team: TeamMember[];
  stakeholders: StakeholderGroup[];
  stateOffices: StateOffice[];
}

/**
 * The collections a content page shows among its blocks, read by its loader
 * (content-page.server.ts), under their blocks' types: absent when the page
 * has no such block, null when the database could not be read.
 */
export type PageCollections = { [Type in PageBlock["type"]]?: BlockCollections[Type] | null };
