import { deleteExpiredRateLimitWindows } from "~/features/forms/rate-limit.server";
import { readRetentionPeriods, runDailyRetention } from "~/features/privacy/retention.server";
import { log, logFailure } from "~/utils/log.server";
import { deleteMailFilesOlderThan } from "~/features/mail/files.server";
import { pruneStaffRecords } from "~/features/staff-auth/housekeeping.server";
import { escalateOverdueGrievances } from "~/features/staff-grievances/escalation.server";
import { runKnownProblemRule } from "~/features/known-problems/rule.server";
import { recordServiceStatus } from "~/features/service-status/status.server";

const RATE_LIMIT_EVERY_MS = 10 * 60 * 1000;
/** Each channel's state into its day's history (decision 0113): often enough that an outage of minutes is on the record. */
const SERVICE_STATUS_EVERY_MS = 5 * 60 * 1000;
const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Soon after start, so an instance that restarts often still runs it, but off the start-up path. */
const FIRST_RUN_MS = 5 * 1000;

/**
 * Periodic clean-up, off the request path. Every public site process deletes
 * old rate-limit windows (idempotent), its own tables, and records each channel's
 * state into the status page's history (idempotent too: the worst of the day stays). Every back-office
 * process runs the retention job, which does its work on one instance once a
 * day (see runDailyRetention), deletes the back office's old sign-in records
 * by age (idempotent too) and the old .eml copies in its own MAIL_DIR (and
 * text messages in SMS_DIR), and
 * sends grievances open too long at a state desk to the national office
 * and publishes the known problems many reports point to (both idempotent
 * as well): the public site's login may do none of these.
 */
export function startHousekeeping({ role, mailDir, smsDir }: { role: "site" | "office"; mailDir: string; smsDir?: string }): {
  stop(): void;
} {
  // Set by stop(): a retention run under way ends after its current batch, so a graceful stop is not held up.
  let stopped = false;
  const rateLimits = () => deleteExpiredRateLimitWindows().catch((error: unknown) => logFailure("rate limit clean-up", error));
  const serviceStatus = () => recordServiceStatus().catch((error: unknown) => logFailure("service status history", error));
  const retention = async () => {
    try {
      const run = await runDailyRetention({ stopping: () => stopped });
      if (run.ran && run.finished)
        log.info(
          { job: "retention", ...run },
          `Retention: erased ${run.requests_erased} requests' personal details, deleted ${run.signups_deleted} unconfirmed sign-ups, ` +
            `${run.page_view_rows_deleted} old page-view rows and ${run.mail_deleted} old mail records, in ${run.batches} batches.`,
        );
      else if (run.ran) log.info({ job: "retention", ...run }, `Retention: stopped after ${run.batches} batches; the next run carries on.`);
      const staff = await pruneStaffRecords();
      if (staff.signInsDeleted + staff.sessionsDeleted + staff.invitationsDeleted > 0) {
        log.info(
          { job: "retention", ...staff },
          `Retention: deleted ${staff.signInsDeleted} back-office sign-in log rows, ${staff.sessionsDeleted} old sessions and ${staff.invitationsDeleted} old invitations.`,
        );
      }
      const { sentMailDays } = await readRetentionPeriods();
      const files = deleteMailFilesOlderThan(mailDir, sentMailDays);
      if (files) log.info({ job: "retention", mailFilesDeleted: files }, `Retention: deleted ${files} old .eml files from ${mailDir}.`);
      const texts = smsDir ? deleteMailFilesOlderThan(smsDir, sentMailDays, Date.now(), ".json") : 0;
      if (texts) log.info({ job: "retention", smsFilesDeleted: texts }, `Retention: deleted ${texts} old text messages from ${smsDir}.`);
    } catch (error) {
      logFailure("retention", error);
    }
  };
  // Its own step: a failure of retention's must not hold cases back at a state desk.
  const escalation = () =>
    escalateOverdueGrievances()
      .then((escalated) => {
        if (escalated)
          log.info({ job: "grievance escalation", escalated }, `Escalation: ${escalated} grievances sent to the national office.`);
      })
      .catch((error: unknown) => logFailure("grievance escalation", error));
  const knownProblems = () =>
    runKnownProblemRule()
      .then((published) => {
        if (published)
          log.info({ job: "known problems", published }, `Known problems: ${published} published by the rule, their cases linked.`);
      })
      .catch((error: unknown) => logFailure("known problems", error));
  const officeWork = () => Promise.all([retention(), escalation(), knownProblems()]);
  const timers =
    role === "site"
      ? [
          setInterval(() => void rateLimits(), RATE_LIMIT_EVERY_MS),
          setInterval(() => void serviceStatus(), SERVICE_STATUS_EVERY_MS),
          setTimeout(() => void serviceStatus(), FIRST_RUN_MS),
        ]
      : [setInterval(() => void officeWork(), RETENTION_EVERY_MS), setTimeout(() => void officeWork(), FIRST_RUN_MS)];
  for (const timer of timers) timer.unref();
  return {
    stop: () => {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
    },
  };
}
