import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { SHARE_HEIGHT, SHARE_WIDTH } from "~/site/share-image";
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_WIDTHS } from "./addresses";
import { activePdfProblem } from "./pdf-check.server";

/**
 * An upload, checked and made ready to serve. Its type is what its bytes say
 * (file-type reads the signature), never its name or the browser's word, so a
 * page saved as x.pdf is refused. A photo goes through sharp: turned upright,
 * its camera data (place and time included) dropped, and made into the
 * widths a page offers, WebP and JPEG, each at the best quality that keeps it
 * within the budget for a picture above the fold (docs/budgets.md), with a
 * 1200×630 JPEG for shared links. A PDF is kept as it came, if it only shows
 * pages: one that could run something when opened is refused (pdf-check.server.ts).
 */

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The most a photo on a page may weigh after processing (DESIGN.md, budgets). */
export const IMAGE_BUDGET_BYTES = 50 * 1024;
/** WhatsApp shows no preview for a shared link whose picture is larger. */
export const SHARE_BUDGET_BYTES = 300 * 1024;
/** A 50-megapixel phone's photo fits; a file that would unpack into more is refused before it is decoded. */
const MAX_PIXELS = 70_000_000;
/** Qualities tried, best first, until a size fits its budget. */
const QUALITIES = [76, 66, 56, 46, 38, 30] as const;

export class UploadRefused extends Error {}

export interface ProcessedFile {
  /** The address after /media/. */
  path: string;
  contentType: "image/jpeg" | "image/webp" | "application/pdf";
  width: number | null;
  height: number | null;
  bytes: Buffer;
}

export interface ProcessedUpload {
  key: string;
  kind: "image" | "pdf";
  byteSize: number;
  files: ProcessedFile[];
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export function uploadKey(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** The smallest of the qualities' outputs that fits `budget`, best quality first; null if none does. */
async function withinBudget(encode: (quality: number) => Promise<Buffer>, budget: number): Promise<Buffer | null> {
  for (const quality of QUALITIES) {
    const bytes = await encode(quality);
    if (bytes.length <= budget) return bytes;
  }
  return null;
}

async function imageFiles(key: string, input: Buffer): Promise<ProcessedFile[]> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // One decode: the photo upright, at most as wide as the widest size or the share picture needs.
    upright = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: Math.max(SHARE_WIDTH, IMAGE_WIDTHS.at(-1)!), withoutEnlargement: true })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefused("The photo could not be read. It may be damaged, or larger than 70 megapixels.");
  }
  const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } } as const;
  const from = () => sharp(upright.data, raw);
  const files: ProcessedFile[] = [];
  // Narrower than the photo itself, and the photo's own width when it is narrower than the widest size.
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width < upright.info.width);
  if (upright.info.width < IMAGE_WIDTHS.at(-1)! && !widths.includes(upright.info.width)) widths.push(upright.info.width);
  for (const width of widths) {
    const resized = await from().resize({ width }).toBuffer({ resolveWithObject: true });
    const sized = () =>
      sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
    const jpeg = await withinBudget(
      (quality) => sized().jpeg({ quality, progressive: true, optimiseCoding: true }).toBuffer(),
      IMAGE_BUDGET_BYTES,
    );
    const webp = await withinBudget((quality) => sized().webp({ quality, effort: 4 }).toBuffer(), IMAGE_BUDGET_BYTES);
    // A size that cannot be made small enough is left out: the page offers the narrower ones.
    if (!jpeg || !webp) break;
    const size = { width: resized.info.width, height: resized.info.height };
    files.push({ path: `${key}-${width}.jpg`, contentType: "image/jpeg", ...size, bytes: jpeg });
    files.push({ path: `${key}-${width}.webp`, contentType: "image/webp", ...size, bytes: webp });
  }
  if (files.length === 0) throw new UploadRefused("The photo is too small or too detailed to show. Send a photo at least 320 pixels wide.");
  const share = await withinBudget(
    (quality) =>
      from()
        .resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: "cover", position: sharp.strategy.attention })
        .jpeg({ quality, progressive: true, optimiseCoding: true })
        .toBuffer(),
    SHARE_BUDGET_BYTES,
  );
  if (share) files.push({ path: `${key}-share.jpg`, contentType: "image/jpeg", width: SHARE_WIDTH, height: SHARE_HEIGHT, bytes: share });
  return files;
}

/** Checks an upload by its bytes and makes its files; throws UploadRefused with words for the person who sent it. */
export async function processUpload(bytes: Buffer): Promise<ProcessedUpload> {
  if (bytes.length === 0) throw new UploadRefused("The file is empty.");
  if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadRefused("The file is larger than 20 MB.");
  const type = await fileTypeFromBuffer(bytes);
  const key = uploadKey(bytes);
  if (type?.mime === "application/pdf") {
    const problem = await activePdfProblem(bytes);
    if (problem) throw new UploadRefused(problem);
    return {
      key,
      kind: "pdf",
      byteSize: bytes.length,
      files: [{ path: `${key}.pdf`, contentType: "application/pdf", width: null, height: null, bytes }],
    };
  }
  if (type && IMAGE_TYPES.has(type.mime)) return { key, kind: "image", byteSize: bytes.length, files: await imageFiles(key, bytes) };
  throw new UploadRefused("The file must be a photo (JPEG, PNG or WebP) or a PDF. What was sent is neither, whatever its name says.");
}
