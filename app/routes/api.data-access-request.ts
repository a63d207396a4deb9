import type { ActionFunctionArgs } from "@remix-run/node";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { DAR_SUCCESS_MESSAGE } from "~/content/data-access-request-form";
import { submitDataAccessRequest } from "~/features/requests/service.server";
import { dataAccessRequestSchema } from "~/features/requests/schema.server";
import { requestPhoneOffered } from "~/features/requests/phone.server";
import { fieldErrorsOf } from "~/features/forms/text-fields.server";
import { jsonAnswer, methodNotAllowed, readJsonObject } from "~/features/forms/json-api.server";

/**
 * `POST /api/data-access-request` with the request object (docs/product.md, "Forms"): 201
 * `{reference, message}`, or 4xx/503 `{error, fieldErrors}` naming fields as
 * the form does (`location.state`, `householdCriteria[2]`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonObject(request);
  if (!body.ok) return jsonAnswer({ error: body.error, fieldErrors: {} }, 400);
  const { [HONEYPOT_FIELD]: spam, ...fields } = body.value;
  if (caughtByHoneypot(spam)) return jsonAnswer({ message: DAR_SUCCESS_MESSAGE }, 201);
  // Where no SMS is sent, a phone number is ignored, as the form does not ask for it (docs/product.md).
  if (!requestPhoneOffered()) delete fields.phone;
  const parsed = dataAccessRequestSchema.safeParse(fields);
  if (!parsed.success) {
    return jsonAnswer({ error: "Some fields need correcting.", fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  }
  const outcome = await submitDataAccessRequest(parsed.data, "api", context.clientAddress);
  if (outcome.status === 201) return jsonAnswer({ reference: outcome.receipt.reference, message: DAR_SUCCESS_MESSAGE }, 201);
  const retry = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : undefined;
  return jsonAnswer({ error: outcome.error, fieldErrors: {} }, outcome.status, retry);
}

export function loader() {
  return methodNotAllowed();
}
