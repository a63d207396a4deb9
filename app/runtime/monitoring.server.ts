import type { OfficeMetrics, SiteMetrics } from "../../server/site-contract";
import { signInCounts } from "~/features/staff-auth/sign-in-counts";
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

interface OfficeMetricsRow {
  requests_open: bigint;
  requests_overdue: bigint;
  grievances_open: bigint;
  grievances_overdue: bigint;
  accounts_locked: bigint;
  newsletter_queued: bigint;
  newsletter_sent: bigint;
  newsletter_failed: bigint;
  newsletter_cancelled: bigint;
  newsletter_last_progress_at: Date | null;
  base_backup_at: Date | null;
  dump_at: Date | null;
  wal_archived_count: bigint;
  wal_last_archived_at: Date | null;
  wal_failed_count: bigint;
  wal_last_failed_at: Date | null;
}

interface SiteMailRow {
  kind: string;
  last_minute: bigint;
  per_minute: number;
}

interface LaneRow {
  lane: string;
  pending: bigint;
  dead: bigint;
  oldest_pending_seconds: number;
}

const seconds = (at: Date | null) => (at ? at.getTime() / 1000 : null);

/**
 * The back office's figures, through office_metrics(), outbox_lanes() (mail, sms and the CDN's purges) and
 * site_mail_minute() (the public site's mail against its bounds): counts, ages and times only, granted to
 * nassco_office alone; null when the database does not answer. Read by the back office's process only, so
 * each is counted once however many site instances run.
 */
async function officeMetrics(): Promise<OfficeMetrics | null> {
  try {
    // One query after another: the back office's pool is small (5), and sign-ins wait for it.
    const { row, lanes, siteMail } = await withTimeout(
      (async () => {
        const [row] = await prisma.$queryRaw<OfficeMetricsRow[]>`SELECT * FROM office_metrics()`;
        const lanes = await prisma.$queryRaw<LaneRow[]>`SELECT * FROM outbox_lanes()`;
        return { row, lanes, siteMail: await prisma.$queryRaw<SiteMailRow[]>`SELECT * FROM site_mail_minute()` };
      })(),
    );
    if (!row) return null;
    const copies =
      Number(row.newsletter_queued) + Number(row.newsletter_sent) + Number(row.newsletter_failed) + Number(row.newsletter_cancelled);
    return {
      requests: { open: Number(row.requests_open), overdue: Number(row.requests_overdue) },
      grievances: { open: Number(row.grievances_open), overdue: Number(row.grievances_overdue) },
      accountsLocked: Number(row.accounts_locked),
      lanes: lanes.map((lane) => ({
        lane: lane.lane,
        pending: Number(lane.pending),
        dead: Number(lane.dead),
        oldestPendingSeconds: lane.oldest_pending_seconds,
      })),
      siteMail: siteMail.map((kind) => ({ kind: kind.kind, lastMinute: Number(kind.last_minute), perMinute: kind.per_minute })),
      newsletter:
        copies === 0
          ? null
          : {
              queued: Number(row.newsletter_queued),
              sent: Number(row.newsletter_sent),
              failed: Number(row.newsletter_failed),
              cancelled: Number(row.newsletter_cancelled),
              lastProgressSeconds: seconds(row.newsletter_last_progress_at) ?? 0,
            },
      baseBackupSeconds: seconds(row.base_backup_at),
      dumpSeconds: seconds(row.dump_at),
      wal: {
        archived: Number(row.wal_archived_count),
        failed: Number(row.wal_failed_count),
        lastArchivedSeconds: seconds(row.wal_last_archived_at),
        lastFailedSeconds: seconds(row.wal_last_failed_at),
      },
    };
  } catch {
    // As databaseMetrics: the scrape says so, /readyz and the request log say why.
    return null;
  }
}

export async function siteMetrics(analytics: { size: number; dropped: number } | undefined, role: "site" | "office"): Promise<SiteMetrics> {
  const database = await databaseMetrics();
  const office = role === "office" ? await officeMetrics() : null;
  return {
    pool: poolStats(),
    database,
    analytics: analytics ? { buffered: analytics.size, dropped: analytics.dropped } : null,
    ussdSessions: ussdSessionCounts(),
    signIns: signInCounts(),
    office,
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
