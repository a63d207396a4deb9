/**
 * The rules of the Files page's upload (routes/staff.files.tsx): what the form may send beside the
 * file, and what a photo needs. The file itself is judged by features/media/process.server.ts.
 */
export type UploadKind = "image" | "pdf";

/** The longest description of a photo (media_file's check). */
export const ALT_MAX = 300;
/** The longest file name kept. */
const NAME_MAX = 200;

/** What the page says of a file over the limit (process.server.ts's UPLOAD_MAX_BYTES). */
export const TOO_LARGE = "The file is larger than 20 MB. Send a smaller one.";

/** What is wrong with the description typed, once the file's kind is known (null: not yet); null when nothing is. */
export function altProblem(alt: string, kind: UploadKind | null): string | null {
  if (alt.length > ALT_MAX) return `Describe the photo in ${ALT_MAX} characters or fewer`;
  if (kind === "image" && alt === "") return "Describe what the photo shows, for readers who cannot see it. Then choose the file again";
  return null;
}

/** The name an upload is kept under: the file's own, or one made for it, cut short. */
export function uploadName(fileName: string, kind: UploadKind): string {
  return (fileName || `upload.${kind === "pdf" ? "pdf" : "jpg"}`).slice(0, NAME_MAX);
}

/** The address the Files page links to after an upload, at the notice of it; a key is the file's 32 hex digits. */
export const addedHref = (key: string) => `/staff/files?added=${key}#added`;

/** The key of the upload the page's address names (`?added=`), or null for anything that cannot be one. */
export function addedKey(query: URLSearchParams): string | null {
  const added = query.get("added") ?? "";
  return /^[0-9a-f]{32}$/.test(added) ? added : null;
}
