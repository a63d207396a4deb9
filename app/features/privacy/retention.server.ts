import type { RetentionPeriods } from "~/content/retention";
import { prisma } from "~/utils/db.server";

export interface RetentionRun {
  ran: boolean;
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
 * its last run, so exactly one instance does the work, once a day.
 */
export async function runDailyRetention(): Promise<RetentionRun> {
  const [, rows] = await prisma.$transaction([
    // A background job, with no reader waiting: the requests' 5 s limit would stop it every day once a
    // backlog built up (years of page-view rows past their period, thousands of requests erased at
    // once after a change of period), and what is past its period would then never be erased.
    prisma.$queryRaw`SELECT set_config('statement_timeout', ${RETENTION_TIMEOUT}, true)`,
    prisma.$queryRaw<RetentionRun[]>`SELECT * FROM run_daily_retention()`,
  ]);
  return rows[0] ?? { ran: false, requests_erased: 0, signups_deleted: 0, page_view_rows_deleted: 0, mail_deleted: 0 };
}

/** Long enough for a backlog of millions of page-view rows; a stuck run still ends, and the next hour tries again. */
const RETENTION_TIMEOUT = "15min";
