import type { GrievanceCategory } from "~/features/grievances/kinds";
import { liveOfficeChannels } from "~/features/is-this-real/is-this-real.server";
import { realChannelsByKind } from "~/features/is-this-real/real-channels";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { storeWithinLimits } from "~/features/forms/rate-limit.server";
import type { SmsParams } from "~/features/sms/kinds";
import { renderSms } from "~/features/sms/templates";
import type { UssdData } from "~/features/ussd/menu";
import { readSmsIn } from "~/features/sms-in/reference";
import type { Locale } from "~/i18n/locales";

/**
 * The text channels' reach into the database, for one caller's number: each
 * through its definer function (migration 20261227100000_text_channels),
 * inside the per-phone limit's transaction so that only what was stored
 * counts, as the forms do.
 */

type StatusRow = { shown: boolean; reference: string | null; status: string | null; resolution: string | null };

const statusLimit = (phone: string) => [{ bucket: "text-status" as const, subject: phone }];
const reportLimit = (phone: string) => [{ bucket: "text-report" as const, subject: phone }];

async function fileFromText(
  channel: "ussd" | "sms",
  phone: string,
  report: { category: GrievanceCategory; state: string | null; locale: Locale; description: string },
): Promise<{ reference: string } | "limited"> {
  const outcome = await storeWithinLimits(reportLimit(phone), async (tx) => {
    const [row] = await tx.$queryRaw<{ reference: string }[]>`
      SELECT reference FROM grievance_from_text(${channel}, ${phone}, ${report.locale}, ${report.category}, ${report.state},
                                                ${report.description})`;
    return row!;
  });
  return "limited" in outcome ? "limited" : outcome.stored;
}

async function statusByText(phone: string, reference: string, code: string | null, replyBySms: boolean) {
  const outcome = await storeWithinLimits(statusLimit(phone), async (tx) => {
    const [row] = await tx.$queryRaw<StatusRow[]>`
      SELECT shown, reference, status, resolution FROM grievance_status_by_text(${reference}, ${phone}, ${code}, ${replyBySms})`;
    return row!;
  });
  return "limited" in outcome ? "limited" : outcome.stored;
}

/** What the USSD menu may do for the caller with this number (+234…). */
export function ussdData(phone: string): UssdData {
  return {
    async status(reference) {
      const row = await statusByText(phone, reference, null, false);
      if (row === "limited") return "limited";
      if (!row.shown) return { shown: false };
      return { shown: true, params: { reference: row.reference!, status: row.status!, resolution: row.resolution } };
    },
    file: (report) => fileFromText("ussd", phone, report),
    async officeNumber({ slug, locale }) {
      const outcome = await storeWithinLimits(statusLimit(phone), async (tx) => {
        const [row] = await tx.$queryRaw<{ sent: boolean }[]>`SELECT sms_office_number(${phone}, ${slug}, ${locale}) AS sent`;
        return row!.sent;
      });
      if ("limited" in outcome) return "limited";
      return outcome.stored ? "sent" : "none";
    },
    async officialNumbers() {
      const groups = realChannelsByKind(await liveOfficeChannels("en"));
      return groups
        .filter((group) => group.kind === "phone" || group.kind === "short-code")
        .flatMap((group) => group.channels.map((channel) => channel.value));
    },
    async officeContact() {
      const details = await officeContact();
      return { tollFree: details.tollFreeLine.value, hours: details.officeHours.value };
    },
    statusText: (params: SmsParams["grievance status reply"], locale) => renderSms("grievance status reply", params, locale),
  };
}

export type SmsInOutcome = "report" | "status" | "empty" | "limited";

/**
 * An SMS to the office's number (decision 0072): a reference asks its status,
 * which goes back to the sender if theirs is the case's number or they gave
 * its code, and otherwise to the case's number only; any other text is a
 * report, answered with its receipt. Every reply is an SMS through the
 * outbox. An empty message, or one over the sender's limit, is answered with
 * nothing: no kind of message says "send something" or "try later", and
 * nothing is sent unasked.
 */
export async function receiveSms(phone: string, text: string): Promise<SmsInOutcome> {
  const message = readSmsIn(text);
  if (message.kind === "empty") return "empty";
  if (message.kind === "status") {
    const row = await statusByText(phone, message.reference, message.code, true);
    return row === "limited" ? "limited" : "status";
  }
  const filed = await fileFromText("sms", phone, { category: "other", state: null, locale: "en", description: message.description });
  return filed === "limited" ? "limited" : "report";
}
