import { fileTypeFromBuffer } from "file-type";
import { activePdfProblem } from "~/features/media/pdf-check.server";
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { UPLOAD_MAX_BYTES } from "~/features/media/process.server";
import { SCAN_TOO_LARGE } from "./attachment";

/**
 * A file kept with a request: a scanned form or letter, a signed agreement.
 * Its type is what its bytes say (file-type reads the signature), never its
 * name: a page named form.pdf is refused. It is kept as it came, for request
 * officers only, and sent back as a download, never shown as a page.
 */
export const SCAN_TYPES: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG" };

export class ScanRefused extends Error {
  constructor(
    message: string,
    readonly status = 415,
  ) {
    super(message);
  }
}

export interface Scan {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Checks a file by its bytes; throws ScanRefused with words for the officer. */
export async function checkScan(file: File): Promise<Scan> {
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw new ScanRefused("The file is empty. Choose the scan again.", 400);
  if (bytes.length > UPLOAD_MAX_BYTES) throw new ScanRefused(SCAN_TOO_LARGE, 413);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in SCAN_TYPES))
    throw new ScanRefused(
      "The file must be a PDF, or a photo of the page (JPEG or PNG). What was sent is neither, whatever its name says.",
    );
  const problem = type.mime === "application/pdf" ? await activePdfProblem(bytes) : null;
  if (problem) throw new ScanRefused(problem);
  const name = (file.name || `scan.${type.ext}`).replace(/[\r\n"\\/]/g, "_").slice(0, 200);
  return { name, contentType: type.mime, bytes };
}

/** A form with a file, read in memory within the upload limit; null when it is too large. */
export async function readFormWithFile(request: Request): Promise<FormData | null> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw new Response("The form could not be read", { status: 400 });
  }
}

/** An attachment as a download: its own type, never a page, never kept by a cache. */
export function scanResponse(scan: Scan): Response {
  return new Response(scan.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": scan.contentType,
      "Content-Length": String(scan.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${scan.name.replace(/[^\x20-\x7e]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
