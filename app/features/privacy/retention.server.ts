import type { RetentionPeriods } from "~/content/retention";
import { prisma } from "~/utils/db.server";

export interface RetentionRun {
  /** Whether this instance did any of the work (none when it was not due, or another instance was at it). */
  ran: boolean;
  /** Whether the run is over: the sums below are then the whole run's. */
  finished: boolean;
  batches: number;
  requests_erased: number;
  signups_deleted: number;
  page_view_rows_deleted: number;
  mail_deleted: number;
}

/**
 * The periods in retention_settings. Only the database's owner writes them
 * (`npm run db:prepare`); the site reads them to state them.
 */
export async function readRetentionPeriods(): Promise<RetentionPeriods> {
  const settings = await prisma.retentionSettings.findUniqueOrThrow({ where: { id: true } });
  return {
    requestDays: settings.requestDays,
    pendingSignupDays: settings.pendingSignupDays,
    pageViewDays: settings.pageViewDays,
    sentMailDays: settings.sentMailDays,
    contactMessageDays: settings.contactMessageDays,
  };
}

/**
 * Erases what is past its period in retention_settings. Every instance calls
 * this every hour; run_daily_retention() takes an advisory lock and remembers
 * its last finished run, so one instance at a time does the work, once a day.
 * Each call of the function is one batch in its own transaction, well inside
 * the pool's statement limit, and commits what it did: a run too big for one
 * statement still finishes, batch by batch, and one cut short (a stop, a
 * failure) is carried on by the next call on any instance (decision 0090).
 */
export async function runDailyRetention({ stopping = () => false }: { stopping?: () => boolean } = {}): Promise<RetentionRun> {
  let run: RetentionRun = {
    ran: false,
    finished: true,
    batches: 0,
    requests_erased: 0,
    signups_deleted: 0,
    page_view_rows_deleted: 0,
    mail_deleted: 0,
  };
  for (;;) {
    const [batch] = await prisma.$queryRaw<Omit<RetentionRun, "batches">[]>`SELECT * FROM run_daily_retention(${RETENTION_BATCH}::integer)`;
    if (!batch?.ran) return run;
    run = { ...batch, batches: run.batches + 1 };
    if (batch.finished || stopping()) return run;
  }
}

/**
 * Erasures a batch (and 25 times as many deletions of each kind): at ten
 * times the office's years of data a batch takes a fraction of a second, far
 * inside the five seconds the pool gives a statement, on a busy machine too.
 */
const RETENTION_BATCH = 200;
