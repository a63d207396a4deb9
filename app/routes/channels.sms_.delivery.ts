import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { callbackLoader } from "~/features/channels/callbacks.server";
import { checkCaller, refusedCaller } from "~/features/channels/guard.server";
import { textDatabase } from "~/features/channels/text-db.server";
import { recordDeliveryReport } from "~/features/sms/delivery-report.server";
import { logFailure } from "~/utils/log.server";

/**
 * `POST /channels/sms/delivery`: Africa's Talking's delivery reports, behind
 * the callbacks' guard, recorded by the SMS part's recordDeliveryReport as
 * the callbacks' own login (decision 0089).
 * A report not recorded is a 503, so the aggregator sends it again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const check = checkCaller(request, context.clientAddress);
  if (check !== "allowed") return refusedCaller(check);
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" && value !== "" ? value : null;
  };
  const providerMessageId = text("id");
  const status = text("status");
  if (!providerMessageId || !status) return new Response(null, { status: 200, headers: { "Cache-Control": "no-store" } });
  try {
    await recordDeliveryReport({ providerMessageId, status, failureReason: text("failureReason") }, textDatabase());
    return new Response(null, { status: 200, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logFailure("sms delivery report", error);
    return new Response(null, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

export const loader = ({ request, context }: LoaderFunctionArgs) => callbackLoader(request, context.clientAddress);
