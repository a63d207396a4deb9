/** `npm run placeholders`: what it does is its --help, below. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { contact } from "../app/content/contact";
import { teamMemberSeed } from "../prisma/seeds/content/team";
import { seededNews } from "../prisma/seeds/content/news-articles";
import { documentSeed } from "../prisma/seeds/content/documents";
import { tenderSeed } from "../prisma/seeds/content/tenders";
import { formatMonthDayYear } from "../app/utils/format";
import { newsDateText } from "../app/features/news/article";
import { whoWeAre } from "../app/content/home";
import { carouselSlideSeed } from "../prisma/seeds/content/carousel-slides";
import { photoCategorySeed, photoSeed } from "../prisma/seeds/content/photos";
import { stakeholderSeed } from "../prisma/seeds/content/stakeholders";
import { videoSeed } from "../prisma/seeds/content/videos";
import { htmlToText } from "../app/utils/html-text.server";
import { renderPdf, type PdfItem } from "../app/utils/pdf.server";
import type { PlaceholderFile } from "../app/content/provenance";
import { recordPlaceholders } from "./placeholders/manifest";
import { documentCoverSvg, logoSvg, photoSvg, portraitSvg, videoThumbnailSvg } from "./placeholders/svg";
import { readArguments } from "./cli";

readArguments({
  name: "placeholders",
  usage: "",
  about: `
Writes the placeholder images and files the site ships until the office
supplies real ones (see data/README.md); re-running it rewrites the same
files. The placeholder videos have their own command, placeholders:videos.`,
});

const PUBLIC = path.resolve("public");

function write(relative: string, contents: string | Uint8Array) {
  const target = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}

/** A path on this site, as opposed to an empty value or a link to another site. */
function isLocal(url: string, extension: string): boolean {
  return url.startsWith("/") && url.endsWith(extension);
}

/**
 * One page standing in for a document the office has not supplied yet: what
 * the document is, and how to get the real one.
 */
/** Pages of the PDF written last, for the placeholder manifest. */
let pdfPages = 1;
const writtenPdfs: Record<string, PlaceholderFile> = {};

async function placeholderPdf({
  title,
  subtitle,
  summary,
  noun = "document",
}: {
  title: string;
  subtitle: string;
  summary: string;
  noun?: string;
}) {
  const items: PdfItem[] = [];
  if (summary) items.push({ kind: "paragraph", text: summary });
  items.push({
    kind: "paragraph",
    text: `This file is a placeholder: the office publishes the full ${noun}. To request a copy, write to ${contact.infoEmail.value} or call the toll-free line ${contact.tollFreeLine.value}.`,
  });
  // pdf-lib stamps the time of writing into the file; drop it so that
  // re-running the script rewrites identical bytes and leaves no diff.
  const doc = await PDFDocument.load(await renderPdf({ title, subtitle, items }), { updateMetadata: false });
  pdfPages = doc.getPageCount();
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.delete(PDFName.of("CreationDate"));
  info.delete(PDFName.of("ModDate"));
  return doc.save();
}

for (const member of teamMemberSeed) write(member.portraitUrl, portraitSvg(member.role));
for (const stakeholder of stakeholderSeed) write(stakeholder.imageUrl, logoSvg(stakeholder.name, stakeholder.shortName));
write("images/nsr/enumeration.svg", photoSvg("enumerators recording a household's details", 640, 240, 1));

/** A number from the text, to vary a scene: taken from the title rather than the list position, so adding an item changes no other picture. */
function seedOf(text: string): number {
  return [...text].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) % 9973, 0);
}

// The home page: carousel slides (16:10) and the poster of the Who We Are video.
for (const [index, slide] of carouselSlideSeed.entries())
  write(slide.imageUrl, photoSvg(slide.title, 640, 400, seedOf(slide.title) + index));
write(whoWeAre.poster, videoThumbnailSvg("About NASSCO"));

// News pictures are landscape photographs.
for (const item of seededNews) {
  if (isLocal(item.imageUrl, ".svg")) write(item.imageUrl, photoSvg(item.title, 640, 360, seedOf(item.title)));
}
// Gallery photos are 4:3 tiles, named by id; the id varies the scene, since many captions repeat.
const photoCategoryName = new Map(photoCategorySeed.map((category) => [category.id, category.name]));
for (const photo of photoSeed) {
  const scene = photo.title || photoCategoryName.get(photo.categoryId)!;
  if (isLocal(photo.imageUrl, ".svg")) write(photo.imageUrl, photoSvg(scene, 640, 480, Number(photo.id)));
}
for (const video of videoSeed) {
  if (isLocal(video.imageUrl, ".svg")) write(video.imageUrl, videoThumbnailSvg(video.title));
}
for (const doc of documentSeed) {
  if (doc.imageUrl && isLocal(doc.imageUrl, ".svg")) write(doc.imageUrl, documentCoverSvg(doc.title));
}

const pdfSources = [
  ...seededNews.map((item) => ({
    title: item.title,
    link: item.link,
    date: newsDateText(item.publishedOn),
    summary: htmlToText(item.excerpt),
  })),
  // The summaries' only markup is **bold**, which a PDF's plain summary drops.
  ...[...documentSeed, ...tenderSeed].map((entry) => ({
    title: entry.title,
    link: entry.fileUrl,
    date: formatMonthDayYear(entry.publishedOn),
    summary: entry.summary.replace(/\*\*/g, ""),
  })),
];
for (const item of pdfSources) {
  if (isLocal(item.link, ".pdf")) {
    write(item.link, await placeholderPdf({ title: item.title, subtitle: item.date, summary: item.summary }));
    writtenPdfs[item.link] = { kind: "pdf", pages: pdfPages };
  }
}

write(
  "esmp.pdf",
  await placeholderPdf({
    title: "Environmental and Social Management Plan (ESMP)",
    subtitle: "National Social Safety-Nets Project",
    summary:
      "The Environmental and Social Management Plan sets out how the project identifies, avoids and manages environmental and social risks in its activities.",
    noun: "plan",
  }),
);

writtenPdfs["/esmp.pdf"] = { kind: "pdf", pages: pdfPages };
recordPlaceholders(writtenPdfs);

console.log("Placeholders written to public/, and listed in app/content/placeholder-files.json.");
