import type { ActionFunctionArgs } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { handleSubscription } from "~/features/newsletter/service.server";
import { isLocale, splitLocale } from "~/i18n/locales";
import { jsonAnswer, methodNotAllowed, readJsonObject, refererPath } from "~/features/forms/json-api.server";

/** `POST /api/subscribe` with `{email}` (and optionally `locale`, such as "ha"): 200 `{message}` or 4xx/503 `{error}` (docs/product.md, "Calls"). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonObject(request);
  if (!body.ok) return jsonAnswer({ error: body.error }, 400);
  const outcome = await handleSubscription({
    email: body.value["email"],
    honeypot: body.value[HONEYPOT_FIELD],
    sourcePage: refererPath(request) ?? "/api/subscribe",
    clientAddress: context.clientAddress,
    // Optional, beside the spec's {email}: the language of the page whose form sent it (its Referer says the same).
    locale: isLocale(body.value["locale"]) ? body.value["locale"] : splitLocale(refererPath(request) ?? "/").locale,
  });
  return outcome.status === 200
    ? jsonAnswer({ message: outcome.message }, 200)
    : jsonAnswer({ error: outcome.error }, outcome.status, outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {});
}

export function loader() {
  return methodNotAllowed();
}
