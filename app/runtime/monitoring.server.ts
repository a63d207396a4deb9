import type { SiteMetrics } from "../../server/site-contract";
import { ussdSessionCounts } from "~/features/ussd/sessions";
import { poolStats, prisma } from "~/utils/db.server";

/** A health or metrics query waits this long at most: a scrape or a probe must get an answer, not hang. */
const TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface SiteMetricsRow {
  mail_pending: bigint;
  mail_dead: bigint;
  mail_oldest_pending_seconds: number;
  retention_last_run_at: Date | null;
}

interface SmsMetricsRow {
  status: string;
  messages: bigint;
  oldest_pending_seconds: number | null;
}

/**
 * What the database says about the site's background work, through
 * site_metrics() and sms_metrics() (counts and ages only: the site cannot read the outboxes), or
 * null when it does not answer.
 */
async function databaseMetrics(): Promise<SiteMetrics["database"]> {
  try {
    const [[row], sms] = await withTimeout(
      Promise.all([
        prisma.$queryRaw<SiteMetricsRow[]>`SELECT * FROM site_metrics()`,
        prisma.$queryRaw<SmsMetricsRow[]>`SELECT * FROM sms_metrics()`,
      ]),
    );
    if (!row) return null;
    return {
      mailPending: Number(row.mail_pending),
      mailDead: Number(row.mail_dead),
      mailOldestPendingSeconds: row.mail_oldest_pending_seconds,
      retentionLastRunSeconds: row.retention_last_run_at ? row.retention_last_run_at.getTime() / 1000 : null,
      smsByStatus: Object.fromEntries(sms.map((status) => [status.status, Number(status.messages)])),
      smsOldestPendingSeconds: sms.find((status) => status.status === "pending")?.oldest_pending_seconds ?? 0,
    };
  } catch {
    // The scrape says so (NaN, and nassco_database_up 0); /readyz and the request log say why.
    return null;
  }
}

export async function siteMetrics(analytics: { size: number; dropped: number } | undefined): Promise<SiteMetrics> {
  return {
    pool: poolStats(),
    database: await databaseMetrics(),
    analytics: analytics ? { buffered: analytics.size, dropped: analytics.dropped } : null,
    ussdSessions: ussdSessionCounts(),
  };
}

/** The migrations the database has applied, by name (applied_migrations()); rejects when it does not answer in time. */
export async function appliedMigrations(): Promise<string[]> {
  return withTimeout(
    (async () => {
      // Before the migration that made it, the function is missing: then no migration counts as applied.
      const [found] = await prisma.$queryRaw<
        { present: boolean }[]
      >`SELECT to_regprocedure('public.applied_migrations()') IS NOT NULL AS present`;
      if (!found?.present) return [];
      const rows = await prisma.$queryRaw<{ name: string }[]>`SELECT applied_migrations() AS name`;
      return rows.map((row) => row.name);
    })(),
  );
}
