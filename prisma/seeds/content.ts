import type { Prisma, PrismaClient } from "../../app/generated/prisma/client";
import type { PublicSource } from "../../app/content/provenance";
import { collectionManifests } from "../../app/features/content-pages/collections";
import { SEED_ACTOR } from "../../app/features/content/seed-actor";
import type { NewsArticle } from "../../app/features/news/article";
import { seededNews } from "./content/news-articles";
import { noticeSeed } from "./content/notices";
import { documentSeed } from "./content/documents";
import { tenderSeed } from "./content/tenders";
import { faqSeed } from "./content/faqs";
import { testimonialSeed } from "./content/testimonials";
import { stakeholderSeed } from "./content/stakeholders";
import { teamMemberSeed } from "./content/team";
import { contactChannelSeed } from "./content/contact-channels";
import { knownFakeSeed } from "./content/known-fakes";
import { paymentWindowSeed } from "./content/payment-windows";
import { carouselSlideSeed } from "./content/carousel-slides";
import { counterSeed } from "./content/counters";
import { photoCategorySeed, photoSeed } from "./content/photos";
import { videoCategorySeed, videoSeed } from "./content/videos";
import { contentPageSeed } from "./content/pages";
import type { LibraryEntrySeed } from "./content/seed-types";
import type { SeedStep } from "./seed-step";
import { lagosMidnight } from "../../app/utils/lagos-time";
import { contentTranslations } from "./content/translations";
import type { ContentTranslations } from "./content/translations/types";

type Transaction = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** What the seed needs of a collection's Prisma model. */
interface SeededCollection<Row = unknown> {
  /** "news articles", for the log. */
  name: string;
  ids: string[];
  /** The seed's rows by id. */
  rows: Map<string, Row>;
  /** The seed's rows already in the table: who changed each last, and whether it differs from the seed. */
  existing(tx: Transaction): Promise<{ id: string; updatedBy: string; differs: boolean }[]>;
  /** Inserts the seed's rows with these ids; returns how many. */
  create(tx: Transaction, ids: Set<string>): Promise<number>;
  /** Brings one row in line with the seed, if only the seed has written it; returns 0 or 1. */
  update(tx: Transaction, id: string): Promise<number>;
  /** Archives the rows the seed wrote that it no longer holds; returns how many. */
  archiveOthers(tx: Transaction): Promise<number>;
}

/** A date column's value ("2025-09-08"). */
const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

const sourceFields = (source: PublicSource | null | undefined) => ({
  sourceUrl: source?.url ?? null,
  sourceAsAt: source ? utcDate(source.asAt) : null,
});

/**
 * Only rows the seed wrote last, and that it no longer holds, and not yet archived: among the
 * English originals, or among the translations, each written by a pass of its own.
 */
const dropped = (ids: string[], translations: boolean) => ({
  id: { notIn: ids },
  updatedBy: SEED_ACTOR,
  status: { not: "archived" },
  locale: translations ? { not: "en" } : "en",
});

function newsRow(article: NewsArticle) {
  const { source, image: _readBack, ...fields } = article;
  const date = article.publishedOn.toISOString().slice(0, 10);
  return {
    ...fields,
    ...sourceFields(source),
    status: "published",
    publishAt: lagosMidnight(date),
  } satisfies Prisma.NewsArticleUncheckedCreateInput;
}

/** The calls the seed makes on a collection's Prisma model, with its rows' type. */
interface SeedModel<Row> {
  findMany(args: { where: { id: { in: string[] } }; select: Record<string, true> }): Promise<Record<string, unknown>[]>;
  createMany(args: { data: Row[] }): Promise<{ count: number }>;
  updateMany(args: {
    where: { id: string; updatedBy: string } | ReturnType<typeof dropped>;
    data: Omit<Row, "id"> | { status: string };
  }): Promise<{
    count: number;
  }>;
}

/** Whether a column holds the seed's value: dates by their time, a missing optional value as null. */
function sameValue(seed: unknown, stored: unknown): boolean {
  if (seed instanceof Date) return stored instanceof Date && seed.getTime() === stored.getTime();
  if (Array.isArray(seed)) return Array.isArray(stored) && JSON.stringify(seed) === JSON.stringify(stored);
  return (seed ?? null) === (stored ?? null);
}

/** A collection the seed writes: its rows by id, and its model in the seed's transaction. */
function seeded<Row extends { id: string }>(
  name: string,
  rows: Map<string, Row>,
  model: (tx: Transaction) => SeedModel<Row>,
  translations = false,
): SeededCollection<Row> {
  const ids = [...rows.keys()];
  return {
    name,
    ids,
    rows,
    existing: async (tx) => {
      const columns = Object.fromEntries(
        [...new Set([...rows.values()].flatMap(Object.keys)), "updatedBy"].map((key) => [key, true] as const),
      );
      const found = await model(tx).findMany({ where: { id: { in: ids } }, select: columns });
      return found.map((row) => ({
        id: row["id"] as string,
        updatedBy: row["updatedBy"] as string,
        differs: Object.entries(rows.get(row["id"] as string)!).some(([key, value]) => !sameValue(value, row[key])),
      }));
    },
    create: async (tx, wanted) => (await model(tx).createMany({ data: [...wanted].map((id) => rows.get(id)!) })).count,
    update: async (tx, id) => {
      const { id: _, ...fields } = rows.get(id)!;
      return (await model(tx).updateMany({ where: { id, updatedBy: SEED_ACTOR }, data: fields })).count;
    },
    archiveOthers: async (tx) => (await model(tx).updateMany({ where: dropped(ids, translations), data: { status: "archived" } })).count,
  };
}

const news = seeded("news articles", new Map(seededNews.map((article) => [article.id, newsRow(article)])), (tx) => tx.newsArticle);

const notices = seeded(
  "notices",
  new Map(
    noticeSeed.map(({ source, shownOn, ...notice }) => [
      notice.id,
      {
        ...notice,
        ...sourceFields(source),
        shownOn: utcDate(shownOn),
        status: "published",
        publishAt: lagosMidnight(shownOn),
      } satisfies Prisma.NoticeUncheckedCreateInput,
    ]),
  ),
  (tx) => tx.notice,
);

/** A document or tender row: published from its date, its cover image optional. */
function libraryRow({ source, publishedOn, closesOn: _, imageUrl, ...entry }: LibraryEntrySeed) {
  return {
    ...entry,
    ...sourceFields(source),
    imageUrl: imageUrl ?? "",
    publishedOn: utcDate(publishedOn),
    status: "published",
    publishAt: lagosMidnight(publishedOn),
  } satisfies Prisma.PolicyDocumentUncheckedCreateInput;
}

const documents = seeded(
  "policy documents",
  new Map(documentSeed.map((entry) => [entry.id, libraryRow(entry)])),
  (tx) => tx.policyDocument,
);

const tenders = seeded(
  "tenders",
  new Map(
    tenderSeed.map((entry) => [
      entry.id,
      { ...libraryRow(entry), closesOn: entry.closesOn ? utcDate(entry.closesOn) : null } satisfies Prisma.TenderUncheckedCreateInput,
    ]),
  ),
  (tx) => tx.tender,
);

/**
 * When undated content (pages, FAQs, testimonials, slides, counters, stakeholders, the team, contact channels, the galleries) is published from: a fixed time before it moved
 * into the database, so a second run of the seed finds nothing to change.
 */
const UNDATED_PUBLISH_AT = lagosMidnight("2026-11-01");

/**
 * Rows of an ordered, undated collection: positions 1, 2, ... in the seed's
 * order, within each group where the collection orders by group (`groupOf`),
 * published from UNDATED_PUBLISH_AT.
 */
function orderedRows<Seed extends { id: string; source?: PublicSource }>(items: Seed[], groupOf: (item: Seed) => string = () => "") {
  const counted = new Map<string, number>();
  return new Map(
    items.map((seed) => {
      const position = (counted.get(groupOf(seed)) ?? 0) + 1;
      counted.set(groupOf(seed), position);
      const { source, ...item } = seed;
      return [item.id, { ...item, ...sourceFields(source), position, status: "published", publishAt: UNDATED_PUBLISH_AT }];
    }),
  );
}

const pages = seeded(
  "pages",
  new Map(
    contentPageSeed.map(({ source, ...page }) => [
      page.id,
      {
        ...page,
        ...sourceFields(source),
        status: "published",
        publishAt: UNDATED_PUBLISH_AT,
      } satisfies Prisma.ContentPageUncheckedCreateInput,
    ]),
  ),
  (tx) => tx.contentPage,
);
const faqs = seeded("FAQs", orderedRows(faqSeed), (tx) => tx.faq);
const testimonials = seeded("testimonials", orderedRows(testimonialSeed), (tx) => tx.testimonial);
/** A source dated by its year alone is stored as its first day, marked so that readers see only the year. */
function yearOnlySource<Seed extends { source?: PublicSource }>({ source, ...seed }: Seed) {
  const yearOnly = source !== undefined && /^\d{4}$/.test(source.asAt);
  return { ...seed, source: yearOnly ? { ...source, asAt: `${source.asAt}-01-01` } : source, sourceAsAtYearOnly: yearOnly };
}

const stakeholders = seeded(
  "stakeholders",
  orderedRows(
    stakeholderSeed.map(({ shortName: _logoOnly, ...stakeholder }) => yearOnlySource(stakeholder)),
    (stakeholder) => stakeholder.groupName,
  ),
  (tx) => tx.stakeholder,
);
const contactChannels = seeded(
  "contact channels",
  orderedRows(contactChannelSeed.map(yearOnlySource), (channel) => channel.office),
  (tx) => tx.contactChannel,
);

const knownFakes = seeded(
  "known fakes",
  new Map(
    knownFakeSeed.map(({ source, reportedOn, ...fake }) => [
      fake.id,
      {
        ...fake,
        askedFor: fake.askedFor ?? null,
        ...sourceFields(source),
        reportedOn: utcDate(reportedOn),
        status: "published",
        publishAt: lagosMidnight(reportedOn),
      } satisfies Prisma.KnownFakeUncheckedCreateInput,
    ]),
  ),
  (tx) => tx.knownFake,
);

const paymentWindows = seeded(
  "payment windows",
  new Map(
    paymentWindowSeed.map(({ opensOn, closesOn, checkedOn, ...window }) => [
      window.id,
      {
        ...window,
        opensOn: utcDate(opensOn),
        closesOn: utcDate(closesOn),
        checkedOn: utcDate(checkedOn),
        provenance: "illustrative",
        status: "published",
        // Live from the day the office checked it, as a notice is from the day it is shown.
        publishAt: lagosMidnight(checkedOn),
      } satisfies Prisma.PaymentWindowUncheckedCreateInput,
    ]),
  ),
  (tx) => tx.paymentWindow,
);

const team = seeded("management team members", orderedRows(teamMemberSeed.map(yearOnlySource)), (tx) => tx.teamMember);
const slides = seeded("carousel slides", orderedRows(carouselSlideSeed), (tx) => tx.carouselSlide);
const counters = seeded(
  "counters",
  orderedRows(counterSeed, (counter) => counter.counterSet),
  (tx) => tx.counter,
);
const photoCategories = seeded("photo categories", orderedRows(photoCategorySeed), (tx) => tx.photoCategory);
const photos = seeded("photos", orderedRows(photoSeed), (tx) => tx.photo);
const videoCategories = seeded("video categories", orderedRows(videoCategorySeed), (tx) => tx.videoCategory);
const videos = seeded("videos", orderedRows(videoSeed), (tx) => tx.video);

/**
 * The translations written here (prisma/seeds/content/translations): each a row of its original's
 * collection, with the original's own fields but its words in the language, linked by
 * translation_of, and illustrative, which readers see as "not yet reviewed" until a publisher marks
 * it reviewed (provenance confirmed). Written after every original, so that each follows the
 * original's revision (content_translation_follows()).
 */
function translated<Row extends { id: string }>(
  originals: Map<string, Row>,
  words: (translations: ContentTranslations) => Record<string, object>,
  originalId: (key: string) => string | undefined = (key) => key,
) {
  const rows = new Map<string, Row & { locale: string; translationOf: string; provenance: string }>();
  for (const [locale, translations] of Object.entries(contentTranslations)) {
    for (const [key, fields] of Object.entries(words(translations))) {
      const id = originalId(key);
      const original = id ? originals.get(id) : undefined;
      if (!id || !original) throw new Error(`The ${locale} translation names ${key}, which the seed does not hold.`);
      const row = { ...original, ...fields, id: `${id}-${locale}`, locale, translationOf: id, provenance: "illustrative" };
      rows.set(row.id, row);
    }
  }
  return rows;
}

const pageRows = pages.rows;
const pageTranslations = seeded(
  "page translations",
  translated(
    pageRows,
    (t) => t.pages,
    (path) => [...pageRows.values()].find((page) => page.path === path)?.id,
  ),
  (tx) => tx.contentPage,
  true,
);
const faqTranslations = seeded(
  "FAQ translations",
  translated(faqs.rows, (t) => t.faqs),
  (tx) => tx.faq,
  true,
);
const slideTranslations = seeded(
  "slide translations",
  translated(slides.rows, (t) => t.slides),
  (tx) => tx.carouselSlide,
  true,
);
const counterTranslations = seeded(
  "figure translations",
  translated(counters.rows, (t) => t.counters),
  (tx) => tx.counter,
  true,
);
const noticeTranslations = seeded(
  "notice translations",
  translated(notices.rows, (t) => t.notices),
  (tx) => tx.notice,
  true,
);

/** Each collection's launch content, by table; a collection that launches empty (vacancy, known_problem) has none. */
export const launchContent: Readonly<Partial<Record<string, SeededCollection<{ id: string }>>>> = {
  news_article: news,
  notice: notices,
  tender: tenders,
  policy_document: documents,
  faq: faqs,
  content_page: pages,
  carousel_slide: slides,
  counter: counters,
  testimonial: testimonials,
  photo_category: photoCategories,
  photo: photos,
  video_category: videoCategories,
  video: videos,
  stakeholder: stakeholders,
  team_member: team,
  contact_channel: contactChannels,
  known_fake: knownFakes,
  payment_window: paymentWindows,
};

/** In the manifests' order, which puts categories before the photos and videos that name them. */
const launchCollections = collectionManifests.flatMap((manifest) => launchContent[manifest.table] ?? []);
/** After every original, so that each follows its original's revision. */
const translations = [pageTranslations, faqTranslations, slideTranslations, counterTranslations, noticeTranslations];

/**
 * The seed writes every collection in one transaction: hundreds of rows, each
 * with its revision, past Prisma's 5 s default (meant for a request's) on a
 * busy machine.
 */
const SEED_TRANSACTION = { timeout: 60_000 };

/**
 * Writes the content the site launched with, once, by stable id: missing rows
 * are inserted, rows only the seed has written are updated (the database
 * skips an update that changes nothing, and leaves no revision for it) or,
 * once dropped from the seed, archived; rows anyone else has changed are left
 * as they are.
 */
export const seedContent: SeedStep = async (prisma, log) => {
  const lines = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('nassco.actor', ${SEED_ACTOR}, true)`;
    const written: string[] = [];
    for (const collection of [...launchCollections, ...translations]) {
      const found = await collection.existing(tx);
      const existing = new Map(found.map((row) => [row.id, row.updatedBy]));
      const inserted = await collection.create(tx, new Set(collection.ids.filter((id) => !existing.has(id))));
      // Only rows that differ: a start with nothing to change sends no update (each is a round trip).
      const stale = new Set(found.filter((row) => row.differs).map((row) => row.id));
      let updated = 0;
      for (const id of collection.ids.filter((one) => existing.get(one) === SEED_ACTOR && stale.has(one)))
        updated += await collection.update(tx, id);
      const archived = await collection.archiveOthers(tx);
      if (inserted + updated + archived > 0) {
        written.push(
          `Content: ${inserted} ${collection.name} added, ${updated} brought in line with the seed, ${archived} no longer in it archived.`,
        );
      }
    }
    return written;
  }, SEED_TRANSACTION);
  lines.forEach((line) => log(line));
  return lines.length > 0;
};
