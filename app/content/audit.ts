import type { PrismaClient } from "~/generated/prisma/client";
import { plainPageBody } from "~/features/content/page-body.server";
import { accessibilityStatement } from "./accessibility-statement";
import { privacyPolicy } from "./privacy-policy";
import { LGA_SAMPLE } from "./register-sample";
import { placeholderFiles, ITEM_KINDS, type ItemKind, type Provenance } from "./provenance";
import { formatCount } from "~/utils/format";

export interface AuditEntry {
  kind: string;
  provenance: Provenance;
  /** The item, as a reader would name it. */
  item: string;
  /** Where to change it. */
  file: string;
  /** What the office has to give us. */
  supply: string;
}

const item = (kind: ItemKind, name: string, file: string, provenance: Provenance): AuditEntry => ({
  kind: ITEM_KINDS[kind].noun,
  provenance,
  item: name,
  file,
  supply: ITEM_KINDS[kind].supply,
});

/** What the audit reads of every row of a collection in the database. */
interface AuditedRow {
  id: string;
  status: string;
  provenance: string;
}
const AUDITED = { id: true, status: true, provenance: true } as const;
const ENGLISH = { locale: "en" };
const NEWEST_FIRST = [{ publishedOn: "desc" as const }, { id: "asc" as const }];
const IN_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];
const titled = (row: { title: string }) => row.title;

/** A collection's rows, each named as a reader would know it (`name`), with its id and status. */
const rowsOf = async <Row extends AuditedRow>(kind: ItemKind, table: string, rows: Promise<Row[]>, name: (row: Row) => string) =>
  (await rows).map((row) => item(kind, `${name(row)} (${row.id}, ${row.status})`, `the ${table} table`, row.provenance as Provenance));

/** Each page, and each passage of a page's body marked illustrative (docs/content-markdown.md). */
async function pagesAudit(prisma: PrismaClient): Promise<AuditEntry[]> {
  const rows = await prisma.contentPage.findMany({
    where: ENGLISH,
    orderBy: [{ path: "asc" }],
    select: { ...AUDITED, path: true, lead: true, body: true },
  });
  return rows.flatMap((row) => [
    item("page", `${row.path} (${row.id}, ${row.status})`, "the content_page table", row.provenance as Provenance),
    ...plainPageBody(row.lead, row.body).blocks.flatMap((block, index) =>
      block.provenance
        ? [item("block", `${row.path}, block ${index + 1} (${block.type})`, "the content_page table", block.provenance)]
        : [],
    ),
  ]);
}

/**
 * The collections in the database, every item whatever its status, read as
 * the owner: the office edits these rows, not files.
 */
export async function databaseContentAudit(prisma: PrismaClient): Promise<AuditEntry[]> {
  const collections = await Promise.all([
    pagesAudit(prisma),
    rowsOf(
      "news",
      "news_article",
      prisma.newsArticle.findMany({ where: ENGLISH, orderBy: NEWEST_FIRST, select: { ...AUDITED, title: true } }),
      titled,
    ),
    rowsOf(
      "notice",
      "notice",
      prisma.notice.findMany({ where: ENGLISH, orderBy: [{ shownOn: "desc" }, { id: "asc" }], select: { ...AUDITED, title: true } }),
      titled,
    ),
    rowsOf(
      "document",
      "policy_document",
      prisma.policyDocument.findMany({ where: ENGLISH, orderBy: NEWEST_FIRST, select: { ...AUDITED, title: true } }),
      titled,
    ),
    rowsOf(
      "tender",
      "tender",
      prisma.tender.findMany({ where: ENGLISH, orderBy: NEWEST_FIRST, select: { ...AUDITED, title: true } }),
      titled,
    ),
    rowsOf(
      "faq",
      "faq",
      prisma.faq.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, question: true } }),
      (row) => row.question,
    ),
    rowsOf(
      "testimonial",
      "testimonial",
      prisma.testimonial.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, speaker: true, place: true } }),
      (row) => (row.place ? `${row.speaker}, ${row.place}` : row.speaker),
    ),
    rowsOf(
      "stakeholder",
      "stakeholder",
      prisma.stakeholder.findMany({ where: ENGLISH, orderBy: [{ groupName: "asc" }, ...IN_ORDER], select: { ...AUDITED, name: true } }),
      (row) => row.name,
    ),
    rowsOf(
      "person",
      "team_member",
      prisma.teamMember.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, name: true, role: true } }),
      (row) => (row.name ? `${row.name}, ${row.role}` : row.role),
    ),
    rowsOf(
      "contact",
      "contact_channel",
      prisma.contactChannel.findMany({
        where: ENGLISH,
        orderBy: [{ office: "asc" }, ...IN_ORDER],
        select: { ...AUDITED, office: true, kind: true, label: true, value: true },
      }),
      (row) =>
        `${row.office === "national" ? "national office" : `${row.office} coordinating unit`}, ${row.label || row.kind}: ${row.value}`,
    ),
    rowsOf(
      "slide",
      "carousel_slide",
      prisma.carouselSlide.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, title: true } }),
      titled,
    ),
    rowsOf(
      "counter",
      "counter",
      prisma.counter.findMany({
        where: ENGLISH,
        orderBy: [{ counterSet: "asc" }, ...IN_ORDER],
        select: { ...AUDITED, value: true, suffix: true, label: true },
      }),
      (row) => `${formatCount(row.value)}${row.suffix} ${row.label}`,
    ),
    rowsOf(
      "galleryCategory",
      "photo_category",
      prisma.photoCategory.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, name: true } }),
      (row) => `photos: ${row.name}`,
    ),
    rowsOf(
      "photo",
      "photo",
      prisma.photo.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, title: true, categoryId: true } }),
      (row) => `${row.title || "untitled photo"}, ${row.categoryId}`,
    ),
    rowsOf(
      "galleryCategory",
      "video_category",
      prisma.videoCategory.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, name: true } }),
      (row) => `videos: ${row.name}`,
    ),
    rowsOf("video", "video", prisma.video.findMany({ where: ENGLISH, orderBy: IN_ORDER, select: { ...AUDITED, title: true } }), titled),
    rowsOf(
      "vacancy",
      "vacancy",
      prisma.vacancy.findMany({ where: ENGLISH, orderBy: [{ closesOn: "desc" }, { id: "asc" }], select: { ...AUDITED, title: true } }),
      titled,
    ),
  ]);
  return collections.flat();
}

/**
 * Every content item kept in code, with its provenance: what
 * `npm run content:audit` prints (all but the confirmed ones), and what the
 * test reads to make sure nothing lacks a provenance.
 */
export function contentAudit(): AuditEntry[] {
  return [
    item("page", "/resource-hub/privacy-policy", "app/content/privacy-policy.ts", privacyPolicy.provenance),
    item("page", "/accessibility", "app/content/accessibility-statement.ts", accessibilityStatement.provenance),
    {
      kind: ITEM_KINDS.dataset.noun,
      provenance: LGA_SAMPLE.illustrative ? "illustrative" : "confirmed",
      item: "the NSR summary by LGA shipped with the site (and the state totals made from it)",
      file: LGA_SAMPLE.file,
      supply: ITEM_KINDS.dataset.supply,
    },
    ...Object.entries(placeholderFiles).map(([href, file]) => ({
      kind: file.kind === "pdf" ? "placeholder PDF" : "placeholder video",
      provenance: "illustrative" as const,
      item: href,
      file: `public${href} (and its line in app/content/placeholder-files.json)`,
      supply: "the real file, under the same name",
    })),
  ];
}
