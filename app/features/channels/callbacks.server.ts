import { normalisePhone } from "~/utils/phone";
import { failedScreen, ussdAnswer } from "~/features/ussd/menu";
import { recordUssdArrival, USSD_SESSION_ID_MAX } from "~/features/ussd/sessions";
import { logFailure } from "~/utils/log.server";
import { smsCallbacks, ussdCallbacks } from "./callback-outcomes.server";
import { checkCaller, refusedCaller } from "./guard.server";
import { receiveSms, ussdData } from "./text-data.server";

/** A form field as text, or "" when absent or a file. */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const plain = (body: string | null, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** A GET to a callback: the guard first, so that nobody learns more from it than from a POST. */
export function callbackLoader(request: Request, clientAddress: string): Response {
  const check = checkCaller(request, clientAddress);
  if (check !== "allowed") return refusedCaller(check);
  return new Response("Use POST.", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Africa's Talking's USSD callback: always a 200 with a screen, CON (the
 * session goes on) or END; a failure is the screen that sends the caller to
 * the toll-free line, never an error. A session id longer than any the
 * aggregator makes is no aggregator's: a 400 saying so, before anything is
 * stored, asked or remembered.
 */
export async function ussdCallback(request: Request, clientAddress: string): Promise<Response> {
  const check = checkCaller(request, clientAddress);
  if (check !== "allowed") return refusedCaller(check);
  const form = await readForm(request);
  const session = form ? field(form, "sessionId") : "";
  if (session.length > USSD_SESSION_ID_MAX) return plain(`sessionId is longer than ${USSD_SESSION_ID_MAX} characters.`, 400);
  const text = form ? field(form, "text") : "";
  const phone = form ? normalisePhone(field(form, "phoneNumber")) : null;
  if (!phone) return plain(failedScreen(text));
  try {
    const answer = await ussdAnswer(text, ussdData(phone));
    if (session) recordUssdArrival(session, answer.menu);
    ussdCallbacks.note(true);
    return plain(answer.text);
  } catch (error) {
    logFailure("ussd callback", error);
    ussdCallbacks.note(false);
    return plain(failedScreen(text));
  }
}

/** Africa's Talking's incoming SMS: an empty 200 once handled; every reply goes as an SMS through the outbox. */
export async function smsCallback(request: Request, clientAddress: string): Promise<Response> {
  const check = checkCaller(request, clientAddress);
  if (check !== "allowed") return refusedCaller(check);
  const form = await readForm(request);
  const phone = form ? normalisePhone(field(form, "from")) : null;
  if (!form || !phone) return plain(null);
  try {
    await receiveSms(phone, field(form, "text"), field(form, "id"));
    smsCallbacks.note(true);
    return plain(null);
  } catch (error) {
    // Not taken: the aggregator tries again later.
    logFailure("sms callback", error);
    smsCallbacks.note(false);
    return plain(null, 503);
  }
}
