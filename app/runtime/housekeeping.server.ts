import { deleteExpiredRateLimitWindows } from "~/features/forms/rate-limit.server";
import { readRetentionPeriods, runDailyRetention } from "~/features/privacy/retention.server";
import { log, logFailure } from "~/utils/log.server";
import { deleteMailFilesOlderThan } from "~/features/mail/files.server";
import { pruneStaffRecords } from "~/features/staff-auth/housekeeping.server";

const RATE_LIMIT_EVERY_MS = 10 * 60 * 1000;
const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Soon after start, so an instance that restarts often still runs it, but off the start-up path. */
const RETENTION_FIRST_MS = 5 * 1000;

/**
 * Periodic clean-up, off the request path. Every instance runs it: the
 * rate-limit delete is idempotent, the retention job does its work on one
 * instance once a day (see runDailyRetention), the back office's old sign-in
 * records go by age (idempotent too), and each instance deletes the old .eml
 * copies in its own MAIL_DIR.
 */
export function startHousekeeping({ mailDir }: { mailDir: string }): { stop(): void } {
  const rateLimits = () => deleteExpiredRateLimitWindows().catch((error: unknown) => logFailure("rate limit clean-up", error));
  const retention = async () => {
    try {
      const run = await runDailyRetention();
      if (run.ran)
        log.info(
          { job: "retention", ...run },
          `Retention: erased ${run.requests_erased} requests' personal details, deleted ${run.signups_deleted} unconfirmed sign-ups, ` +
            `${run.page_view_rows_deleted} old page-view rows and ${run.mail_deleted} old mail records.`,
        );
      const staff = await pruneStaffRecords();
      if (staff.signInsDeleted + staff.sessionsDeleted + staff.invitationsDeleted > 0) {
        log.info(
          { job: "retention", ...staff },
          `Retention: deleted ${staff.signInsDeleted} back-office sign-in log rows, ${staff.sessionsDeleted} old sessions and ${staff.invitationsDeleted} old invitations.`,
        );
      }
      const files = deleteMailFilesOlderThan(mailDir, (await readRetentionPeriods()).sentMailDays);
      if (files) log.info({ job: "retention", mailFilesDeleted: files }, `Retention: deleted ${files} old .eml files from ${mailDir}.`);
    } catch (error) {
      logFailure("retention", error);
    }
  };
  const timers = [
    setInterval(() => void rateLimits(), RATE_LIMIT_EVERY_MS),
    setInterval(() => void retention(), RETENTION_EVERY_MS),
    setTimeout(() => void retention(), RETENTION_FIRST_MS),
  ];
  for (const timer of timers) timer.unref();
  return { stop: () => timers.forEach((timer) => clearTimeout(timer)) };
}
