import type { PrismaClient } from "~/generated/prisma/client";

/** Announced by cdn_purge_queue() in the transaction that queued tags, so every purge lane wakes once it commits. */
export const CDN_PURGE_CHANNEL = "nassco_cdn_purge_queued";

/** What the purge lane's functions run as: the mail sender's login (nassco_mail), the only one that may take due tags. */
export type PurgeDatabase = Pick<PrismaClient, "$queryRaw" | "$executeRaw">;

/** A cache tag taken to purge, for two minutes. */
export interface ClaimedTag {
  id: bigint;
  tag: string;
  attempts: number;
}

/**
 * Up to `limit` due tags queued at least `delaySeconds` ago, oldest first (cdn_purge_claim():
 * SKIP LOCKED, so two instances never take one).
 */
export function claimDueTags(db: PurgeDatabase, limit: number, delaySeconds: number): Promise<ClaimedTag[]> {
  return db.$queryRaw<ClaimedTag[]>`SELECT id, tag, attempts FROM cdn_purge_claim(${limit}::integer, ${delaySeconds}::integer)`;
}

/** The CDN took the purge (or, skipped, there is no CDN to ask). */
export async function markTagsDone(db: PurgeDatabase, tags: readonly ClaimedTag[], skipped: boolean): Promise<void> {
  await db.$executeRaw`SELECT cdn_purge_mark_done(${tags.map((tag) => tag.id)}::bigint[], ${skipped})`;
}

/** The purge failed: each tag pending again after `retrySeconds`, or dead once it has had `maxAttempts`. */
export async function markTagsFailed(
  db: PurgeDatabase,
  tags: readonly ClaimedTag[],
  error: string,
  retrySeconds: number,
  maxAttempts: number,
): Promise<void> {
  await db.$executeRaw`
    SELECT cdn_purge_mark_failed(${tags.map((tag) => tag.id)}::bigint[], ${error}, ${retrySeconds}::integer, ${maxAttempts}::integer)`;
}
