import type { Prisma } from "~/generated/prisma/client";
import { absolute, queueMail } from "~/features/mail/compose.server";
import { letterHeaders } from "~/features/requests/outbox.server";
import { localePath, type Locale } from "~/i18n/locales";
import { paths } from "~/site/paths";
import { grievanceAcknowledgement } from "./letters.server";
import { statusPageLink } from "~/features/requests/status-page";

/** The acknowledgement, written in the transaction that stores the report: it goes if, and only if, the report is kept. */
export function queueGrievanceAcknowledgement(
  tx: Prisma.TransactionClient,
  email: string,
  saved: { reference: string; statusCode: string; expectedOn: string; mayContact: boolean },
  locale: Locale = "en",
): Promise<void> {
  const links = {
    statusPage: absolute(localePath(locale, paths.grievanceStatus)),
    statusLink: absolute(localePath(locale, statusPageLink(paths.grievanceStatus, saved.reference, saved.statusCode))),
    privacyPolicy: absolute(localePath(locale, paths.privacyPolicy)),
  };
  // Replies reach the office's mailbox, and it says a system sent it, as the request's letters do.
  return queueMail(tx, "grievance acknowledgement", email, grievanceAcknowledgement(saved, links, locale), letterHeaders());
}
