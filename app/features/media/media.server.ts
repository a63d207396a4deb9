import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { documentAddress, imageAddress, mediaImageKey, ownPicture, shareImageAddress, type SiteImage } from "./addresses";
import type { ProcessedUpload } from "./process.server";

/**
 * Uploaded files in PostgreSQL (migration 20261218090000): kept through
 * staff_media_add, which names who sent them; read by the site's login,
 * since every file is served to readers by its address.
 */

export interface Upload {
  key: string;
  kind: "image" | "pdf";
  name: string;
  altText: string;
  /** Where a page or a form points at it: a photo's widest size, or the PDF. */
  address: string;
  /** A small size, for the back office's list. */
  thumbnail: string | null;
  byteSize: number;
  uploadedBy: string;
  uploadedAt: Date;
}

/** Keeps a processed upload; false when the same file was uploaded before (its address is the same). */
export async function addUpload(member: StaffMember, upload: ProcessedUpload, name: string, altText: string): Promise<boolean> {
  const { files } = upload;
  const [row] = await prisma.$queryRaw<{ added: boolean }[]>`
    SELECT staff_media_add(${member.tokenHash}, ${upload.key}, ${upload.kind}, ${name}, ${altText}, ${upload.byteSize}::integer,
      ${files.map((file) => file.path)}::text[], ${files.map((file) => file.contentType)}::text[],
      ${files.map((file) => file.width)}::integer[], ${files.map((file) => file.height)}::integer[],
      ${files.map((file) => file.bytes.toString("base64"))}::text[]) AS added`;
  return row!.added;
}

function uploadOf(row: {
  key: string;
  kind: string;
  originalName: string;
  altText: string;
  width: number | null;
  byteSize: number;
  uploadedBy: string;
  uploadedAt: Date;
}): Upload {
  const image = row.kind === "image" && row.width !== null;
  return {
    key: row.key,
    kind: image ? "image" : "pdf",
    name: row.originalName,
    altText: row.altText,
    address: image ? imageAddress(row.key, row.width!, "jpg") : documentAddress(row.key),
    thumbnail: image ? imageAddress(row.key, 320, "jpg") : null,
    byteSize: row.byteSize,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt,
  };
}

const UPLOAD_FIELDS = {
  key: true,
  kind: true,
  originalName: true,
  altText: true,
  width: true,
  byteSize: true,
  uploadedBy: true,
  uploadedAt: true,
} as const;

/** The newest uploads, of one kind or both. */
export async function recentUploads({ kind, take }: { kind?: "image" | "pdf"; take: number }): Promise<Upload[]> {
  const rows = await prisma.mediaUpload.findMany({
    where: kind ? { kind } : {},
    orderBy: [{ uploadedAt: "desc" }, { key: "asc" }],
    take,
    select: UPLOAD_FIELDS,
  });
  return rows.map(uploadOf);
}

/** The photos a form's image field offers: what each shows, and when it was sent. */
export async function imageChoices(): Promise<{ address: string; label: string }[]> {
  const images = await recentUploads({ kind: "image", take: 100 });
  return images.map((image) => ({ address: image.address, label: `${image.altText} (${image.name}, ${lagosTimeText(image.uploadedAt)})` }));
}

export async function findUpload(key: string): Promise<Upload | null> {
  const row = await prisma.mediaUpload.findUnique({ where: { key }, select: UPLOAD_FIELDS });
  return row ? uploadOf(row) : null;
}

/**
 * Pictures as pages show them, by the addresses content gives: an uploaded
 * photo with its sizes, words and share picture; any other address as the
 * one file it is. An address missing from the map is not a picture at all ("").
 */
export async function siteImages(addresses: readonly string[]): Promise<Map<string, SiteImage>> {
  const keys = [...new Set(addresses.map(mediaImageKey).filter((key): key is string => key !== null))];
  const files = keys.length
    ? await prisma.mediaFile.findMany({
        where: { key: { in: keys }, contentType: { in: ["image/jpeg", "image/webp"] } },
        select: { path: true, key: true, contentType: true, width: true, height: true },
        orderBy: { width: "asc" },
      })
    : [];
  const uploads = keys.length
    ? new Map(
        (await prisma.mediaUpload.findMany({ where: { key: { in: keys } }, select: { key: true, altText: true } })).map((row) => [
          row.key,
          row.altText,
        ]),
      )
    : new Map<string, string>();
  const images = new Map<string, SiteImage>();
  for (const address of addresses) {
    if (!address || images.has(address)) continue;
    const key = mediaImageKey(address);
    const sized = files.filter((file) => file.key === key && !file.path.includes("-share."));
    const widest = sized.at(-1);
    if (!key || !widest?.width || !widest.height) {
      images.set(address, ownPicture(address));
      continue;
    }
    const srcset = (type: string) =>
      sized
        .filter((file) => file.contentType === type)
        .map((file) => `/media/${file.path} ${file.width}w`)
        .join(", ");
    images.set(address, {
      src: `/media/${sized.filter((file) => file.contentType === "image/jpeg").at(-1)?.path ?? widest.path}`,
      width: widest.width,
      height: widest.height,
      alt: uploads.get(key) ?? "",
      sizes: { jpeg: srcset("image/jpeg"), webp: srcset("image/webp") },
      share: files.some((file) => file.key === key && file.path.includes("-share.")) ? shareImageAddress(key) : null,
    });
  }
  return images;
}

/** One file, to send: its type and bytes. */
export async function mediaFile(path: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  return prisma.mediaFile.findUnique({ where: { path }, select: { contentType: true, bytes: true } });
}
