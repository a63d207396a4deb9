import type { ActionFunctionArgs } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { handleSubscription } from "~/features/newsletter/service.server";
import { jsonAnswer, methodNotAllowed, readJsonObject, refererPath } from "~/features/forms/json-api.server";

/** `POST /api/subscribe` with `{email}`: 200 `{message}` or 4xx/503 `{error}` (docs/product.md, "Calls"). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonObject(request);
  if (!body.ok) return jsonAnswer({ error: body.error }, 400);
  const outcome = await handleSubscription({
    email: body.value["email"],
    honeypot: body.value[HONEYPOT_FIELD],
    sourcePage: refererPath(request) ?? "/api/subscribe",
    clientAddress: context.clientAddress,
  });
  return outcome.status === 200
    ? jsonAnswer({ message: outcome.message }, 200)
    : jsonAnswer({ error: outcome.error }, outcome.status, outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {});
}

export function loader() {
  return methodNotAllowed();
}
