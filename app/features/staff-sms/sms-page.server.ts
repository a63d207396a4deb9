import { data, redirect } from "@remix-run/node";
import { formText } from "~/features/forms/form-data.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { smsCounters, smsPeriods } from "./counters";
import { retrySms, smsSummary } from "./messages.server";
import { smsRowText } from "./rows";

/**
 * /staff/sms: this month's and last month's text messages for the national
 * office and admins, and the failures of the month chosen, newest first, a
 * page at a time. The database refuses a state desk (42501): a 403 here.
 */

export const SMS_PAGE = "/staff/sms";
const FAILURES_PER_PAGE = 50;
const KEY = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,18}$/;

function refusedForDesk(error: unknown): never {
  if (databaseErrorCode(error) === "42501")
    throw new Response("Text message figures are for the national office's grievance officers and admins.", { status: 403 });
  throw error;
}

export async function smsPage(member: StaffMember, request: Request, now = new Date()) {
  const search = new URL(request.url).searchParams;
  const periods = smsPeriods(now);
  const chosen = periods.find((period) => period.name === search.get("period")) ?? periods[0]!;
  const after = search.get("after");
  const cursor = after !== null && KEY.test(after) ? after : null;
  try {
    const summaries = await Promise.all(
      periods.map((period) => smsSummary(member, period.from, period.to, FAILURES_PER_PAGE, period === chosen ? cursor : null)),
    );
    const failures = summaries[periods.indexOf(chosen)]!;
    return {
      csrf: member.csrf,
      periods: periods.map((period, index) => ({ name: period.name, label: period.label, counters: smsCounters(summaries[index]!) })),
      chosen: { name: chosen.name, label: chosen.label },
      failures: failures.failures.map(smsRowText),
      next: failures.next ? `${SMS_PAGE}?period=${chosen.name}&after=${encodeURIComponent(failures.next)}#failures-heading` : null,
      first: cursor ? `${SMS_PAGE}?period=${chosen.name}#failures-heading` : null,
      done: search.get("done") === "retried" ? search.get("reference") : null,
    };
  } catch (error) {
    refusedForDesk(error);
  }
}

export type SmsAnswer = { problem: string; id: string };

export async function smsAction(member: StaffMember, form: FormData) {
  if (formText(form, "intent") !== "retry") throw new Response("That is not something this page does.", { status: 400 });
  const id = formText(form, "id");
  if (!/^\d{1,18}$/.test(id)) return data<SmsAnswer>({ problem: "Choose a message to send again.", id }, { status: 400 });
  try {
    const reference = await retrySms(member, id);
    return redirect(`${SMS_PAGE}?done=retried&reference=${encodeURIComponent(reference)}#done`, 303);
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === "23514" || code === "P0002")
      return data<SmsAnswer>(
        {
          problem:
            code === "P0002"
              ? "There is no such text message."
              : "That message cannot be sent again: it was sent meanwhile, or its case no longer has a number it may use.",
          id,
        },
        { status: code === "P0002" ? 404 : 409 },
      );
    refusedForDesk(error);
  }
}
