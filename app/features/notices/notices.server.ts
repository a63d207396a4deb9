import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { notificationsSchema, type Notification } from "~/features/notices/notice";
import { errorMessage, log } from "~/utils/log.server";

/**
 * The banner reads the same static file that /notifications.json serves, so
 * staff can change it without a rebuild. It is re-read when the file changes.
 */
export const NOTIFICATIONS_FILE = path.resolve("public/notifications.json");

/** The banner rotates through at most this many; CSS has a rule for each count. */
export const BANNER_LIMIT = 12;

const cache = new Map<string, { mtimeMs: number; items: Notification[] }>();

/** The notices to show, or null when the file is missing or malformed. */
export async function readNotifications(file = NOTIFICATIONS_FILE): Promise<Notification[] | null> {
  try {
    const { mtimeMs } = await stat(file);
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.items;
    const items = notificationsSchema.parse(JSON.parse(await readFile(file, "utf8"))).slice(0, BANNER_LIMIT);
    cache.set(file, { mtimeMs, items });
    return items;
  } catch (error) {
    // The file is the office's own, not a visitor's: its parser's message may be logged.
    log.error(`Notifications unavailable: ${errorMessage(error)}`);
    return null;
  }
}
