import type { Prisma } from "~/generated/prisma/client";
import type { GrievanceCategory } from "~/features/grievances/kinds";
import { liveOfficeChannels } from "~/features/is-this-real/is-this-real.server";
import { realChannelsByKind } from "~/features/is-this-real/real-channels";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { storeWithinLimits } from "~/features/forms/rate-limit.server";
import type { GrievanceSmsParams } from "~/features/grievances/sms-templates";
import { paymentAnswerText } from "~/features/payments/sms-templates";
import { paymentAnswerOf } from "~/features/payments/text-answer.server";
import { renderSms } from "~/features/sms-texts/templates";
import type { TextStatusAnswer, UssdData } from "~/features/ussd/data";
import { readSmsIn, type SmsInMessage } from "~/features/sms-in/reference";
import type { Locale } from "~/i18n/locales";
import { textDatabase } from "./text-db.server";
import { countKnownProblemShown, liveKnownProblem } from "~/features/known-problems/live.server";
import { knownProblemFirst } from "./text-known-problem.server";
import { reportLimit, statusLimit } from "./text-limits";

/**
 * The text channels' reach into the database, for one caller's number: each
 * through its definer function (migration 20261227100000_text_channels), as
 * the text channels' own login (nassco_text, decision 0089), inside the
 * per-phone limit's transaction so that only what was stored counts, as the
 * forms do. The public content a screen shows (the office's numbers and
 * hours) is read as the site reads it.
 */

type StatusRow = {
  answer: TextStatusAnswer;
  reference: string | null;
  status: string | null;
  resolution: string | null;
  fix_open: boolean | null;
};

/** For an incoming SMS: whether this is the first time its aggregator's id is seen (false for a retry), in the handling's transaction. */
type FirstSeen = (tx: Prisma.TransactionClient) => Promise<boolean>;

/** Thrown inside the handling's transaction for an SMS already handled: nothing is stored or counted twice. */
class Repeat extends Error {}

async function fileFromText(
  channel: "ussd" | "sms",
  phone: string,
  report: { category: GrievanceCategory; state: string | null; lga: string | null; locale: Locale; description: string },
  firstSeen?: FirstSeen,
): Promise<{ reference: string } | "limited"> {
  const outcome = await storeWithinLimits(
    reportLimit(phone),
    async (tx) => {
      if (firstSeen && !(await firstSeen(tx))) throw new Repeat();
      // A text after a known problem's answer is filed anyway, in the notice's place (decision 0112).
      const [offered] =
        channel === "sms"
          ? await tx.$queryRaw<{ state: string; lga: string | null }[]>`SELECT state, lga FROM sms_in_known_problem_taken(${phone})`
          : [];
      const place = offered ?? { state: report.state, lga: report.lga };
      const [row] = await tx.$queryRaw<{ reference: string }[]>`
      SELECT reference FROM grievance_from_text(${channel}, ${phone}, ${report.locale}, ${report.category}, ${place.state},
                                                ${place.lga}, ${report.description})`;
      return row!;
    },
    textDatabase(),
  );
  return "limited" in outcome ? "limited" : outcome.stored;
}

async function statusByText(phone: string, reference: string, code: string | null, replyBySms: boolean, firstSeen?: FirstSeen) {
  const outcome = await storeWithinLimits(
    statusLimit(phone),
    async (tx) => {
      if (firstSeen && !(await firstSeen(tx))) throw new Repeat();
      const [row] = await tx.$queryRaw<StatusRow[]>`
      SELECT answer, reference, status, resolution, fix_open FROM grievance_status_by_text(${reference}, ${phone}, ${code}, ${replyBySms})`;
      return row!;
    },
    textDatabase(),
  );
  return "limited" in outcome ? "limited" : outcome.stored;
}

/** What the USSD menu may do for the caller with this number (+234…). */
export function ussdData(phone: string): UssdData {
  return {
    async status(reference) {
      const row = await statusByText(phone, reference, null, false);
      if (row === "limited") return "limited";
      if (row.answer !== "shown") return { answer: row.answer };
      return {
        answer: "shown",
        params: { reference: row.reference!, status: row.status!, resolution: row.resolution },
        fixOpen: row.fix_open === true,
      };
    },
    async fixAnswer(reference, answer) {
      const outcome = await storeWithinLimits(
        statusLimit(phone),
        async (tx) => {
          const [row] = await tx.$queryRaw<{ reference: string | null }[]>`
            SELECT grievance_fix_by_text(${phone}, ${reference}, ${answer}, 'ussd') AS reference`;
          return row!.reference;
        },
        textDatabase(),
      );
      if ("limited" in outcome) return "limited";
      return outcome.stored === null ? "closed" : answer;
    },
    async knownProblem(place, category, count) {
      const db = textDatabase();
      const live = await liveKnownProblem(place, category, db);
      // A screen carries no label: an example is never shown as the office's word.
      const problem = live?.provenance === "illustrative" ? null : live;
      if (problem && count) await countKnownProblemShown(problem.id, "ussd", db);
      return problem;
    },
    file: (report) => fileFromText("ussd", phone, report),
    async officeNumber({ slug, locale }) {
      const outcome = await storeWithinLimits(
        statusLimit(phone),
        async (tx) => {
          const [row] = await tx.$queryRaw<{ sent: boolean }[]>`SELECT sms_office_number(${phone}, ${slug}, ${locale}) AS sent`;
          return row!.sent;
        },
        textDatabase(),
      );
      if ("limited" in outcome) return "limited";
      return outcome.stored ? "sent" : "none";
    },
    async officialNumbers() {
      const groups = realChannelsByKind(await liveOfficeChannels("en"));
      return groups
        .filter((group) => group.kind === "phone" || group.kind === "short-code")
        .flatMap((group) => group.channels.map((channel) => ({ value: channel.value, checked: channel.checkedOn !== null })));
    },
    async officeContact() {
      const details = await officeContact();
      return { tollFree: details.tollFreeLine.value, hours: details.officeHours.value };
    },
    statusText: (params: GrievanceSmsParams["grievance status reply"], locale) => renderSms("grievance status reply", params, locale),
    async paymentAnswer(place, locale) {
      return paymentAnswerText((await paymentAnswerOf({ found: place })).params, locale);
    },
    async paymentAlerts({ state, lga }, locale) {
      const outcome = await storeWithinLimits(
        statusLimit(phone),
        async (tx) => {
          const [row] = await tx.$queryRaw<{ done: "on" | "already" | "full" }[]>`
            SELECT payment_alert_subscribe_ussd(${phone}, ${state}, ${lga}, ${locale}) AS done`;
          return row!.done;
        },
        textDatabase(),
      );
      return "limited" in outcome ? "limited" : outcome.stored;
    },
  };
}

export type SmsInOutcome =
  | "report"
  | "added"
  | "known problem"
  | "status"
  | "help"
  | "payment"
  | "alerts on"
  | "fixed"
  | "stop"
  | "start"
  | "empty"
  | "limited"
  | "repeat";

/** Thrown to roll back a follow-up's transaction (and its count) when the sender has no open case to add to. */
class NoOpenCase extends Error {}

/**
 * An SMS to the office's number (decision 0072), handled once however often
 * the aggregator posts it (`messageId`, its `id`): a reference asks its
 * status, which goes back to the sender if theirs is the case's number or
 * they gave its code, and otherwise to the case's number only; PAY and an LGA
 * is answered with its next payment, or which LGA was meant, and leaves an
 * offer of its alerts, which YES takes; 1 or 2 answers "Was it fixed?" for
 * the number's most recently resolved case whose question is open (decision
 * 0110: a yes is thanked, a no reopens the case and its new date is sent);
 * STOP and START turn every message to the number off and on (STOP ends its
 * alerts too); a new report that names an LGA with a live known problem is
 * answered with the notice and filed only when sent again (decision 0112); HELP, YES with nothing offered, 1 or 2 with no question open,
 * or a text too short to be a report, is answered with what to send; any
 * other text joins the sender's open SMS case of the last seven days as a
 * note, or else is a new report, answered with its receipt. Every reply is
 * an SMS through the outbox. An empty message, or one over the sender's
 * limit, is answered with nothing: no kind of message says "try later", and
 * nothing is sent unasked.
 */
export async function receiveSms(phone: string, text: string, messageId: string): Promise<SmsInOutcome> {
  try {
    return await handleSms(phone, readSmsIn(text), async (tx) => {
      const [row] = await tx.$queryRaw<{ first: boolean }[]>`SELECT sms_in_first(${messageId}) AS first`;
      return row!.first;
    });
  } catch (error) {
    if (error instanceof Repeat) return "repeat";
    throw error;
  }
}

async function handleSms(phone: string, message: SmsInMessage, firstSeen: FirstSeen): Promise<SmsInOutcome> {
  const once = async (tx: Prisma.TransactionClient) => {
    if (!(await firstSeen(tx))) throw new Repeat();
  };
  if (message.kind === "empty") return "empty";
  if (message.kind === "status") {
    const row = await statusByText(phone, message.reference, message.code, true, firstSeen);
    return row === "limited" ? row : "status";
  }
  if (message.kind === "stop" || message.kind === "start") {
    // Never limited: a STOP is always honoured.
    const optOut = message.kind === "stop";
    await textDatabase().$transaction(async (tx) => {
      await once(tx);
      await tx.$executeRaw`SELECT sms_in_opt_out(${phone}, ${optOut})`;
    });
    return message.kind;
  }
  if (message.kind === "payment") {
    // Read as the site reads it, before the transaction: the function reads the window's fields again itself.
    const { asked } = await paymentAnswerOf(message.place);
    const outcome = await storeWithinLimits(
      statusLimit(phone),
      async (tx) => {
        await once(tx);
        await tx.$executeRaw`SELECT sms_in_payment_answer(${phone}, ${message.locale}, ${JSON.stringify(asked)}::jsonb)`;
      },
      textDatabase(),
    );
    return "limited" in outcome ? "limited" : "payment";
  }
  if (message.kind === "help" || message.kind === "yes" || message.kind === "fixed") {
    const outcome = await storeWithinLimits(
      statusLimit(phone),
      async (tx) => {
        await once(tx);
        if (message.kind === "yes") {
          const [row] = await tx.$queryRaw<{ confirmed: number }[]>`SELECT sms_in_payment_alert_yes(${phone}) AS confirmed`;
          if (row!.confirmed > 0) return "alerts on" as const;
        }
        if (message.kind === "fixed") {
          const [row] = await tx.$queryRaw<{ reference: string | null }[]>`
            SELECT grievance_fix_by_text(${phone}, NULL, ${message.answer}, 'sms') AS reference`;
          if (row!.reference !== null) return "fixed" as const;
        }
        await tx.$executeRaw`SELECT sms_in_help(${phone})`;
        return "help" as const;
      },
      textDatabase(),
    );
    return "limited" in outcome ? "limited" : outcome.stored;
  }
  const { description } = message;
  try {
    // More about an open case: counted as a question, not a report, so a conversation is not cut short.
    const outcome = await storeWithinLimits(
      statusLimit(phone),
      async (tx) => {
        await once(tx);
        const [row] = await tx.$queryRaw<{ added: boolean }[]>`SELECT sms_in_follow_up(${phone}, ${description}) AS added`;
        if (!row?.added) throw new NoOpenCase();
      },
      textDatabase(),
    );
    return "limited" in outcome ? "limited" : "added";
  } catch (error) {
    if (!(error instanceof NoOpenCase)) throw error;
  }
  const known = await knownProblemFirst(phone, description, once);
  if (known) return known;
  const filed = await fileFromText("sms", phone, { category: "other", state: null, lga: null, locale: "en", description }, firstSeen);
  return filed === "limited" ? filed : "report";
}
