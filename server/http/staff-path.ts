/** The back office's addresses: served only on its own listener (staff-app.ts), and a 404 on the public one. */
export const STAFF_PREFIX = "/staff";

/** Remix matches paths whatever their case, so /Staff is the back office too. */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === STAFF_PREFIX || path.startsWith(`${STAFF_PREFIX}/`);
}

/** Where a publisher uploads the register's CSV file, and the most it may send (the form's fields included). */
export const REGISTER_UPLOAD_PATH = "/staff/register";
export const REGISTER_UPLOAD_BYTES = 2.5 * 1024 * 1024;

/** Where staff upload photos and PDFs (routes/staff.files.tsx: at most 20 MB a file), and the most a post there may be. */
export const FILE_UPLOAD_PATH = "/staff/files";
export const FILE_UPLOAD_BYTES = 21 * 1024 * 1024;

/**
 * Where a request officer sends a scan with a request: a paper request's
 * form (routes/staff.requests.new.tsx) and a request's attachments
 * (staff.requests.$reference.attachments.tsx), 20 MB a file as for uploads.
 */
export const REQUEST_FILE_PATH = /^\/staff\/requests\/(new|DAR-\d{4}-\d{6}\/attachments)$/;

/** The most a post to this back-office address may send; undefined for the short forms' limit. */
export function largeBodyLimit(path: string): number | undefined {
  if (path === REGISTER_UPLOAD_PATH) return REGISTER_UPLOAD_BYTES;
  if (path === FILE_UPLOAD_PATH || REQUEST_FILE_PATH.test(path)) return FILE_UPLOAD_BYTES;
  return undefined;
}
