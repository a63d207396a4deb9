import { z } from "zod";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { requiredPhone, waitText } from "~/features/forms/text-fields.server";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { format } from "~/i18n/format";
import { logFailure } from "~/utils/log.server";
import { PHONE_TYPED_MAX_LENGTH } from "~/utils/phone";

/** The alert form's one field, as the page's language words its refusals. */
export function alertFormSchema(words: Messages) {
  const payments = words.payments;
  return z.object({
    phone: requiredPhone(
      payments.alertsPhoneLabel,
      payments.alertsPhoneMissing,
      payments.alertsPhoneInvalid,
      PHONE_TYPED_MAX_LENGTH,
      words.form,
    ),
  });
}

export type AlertOutcome = { status: 200 } | { status: 429; error: string; retryAfter: number } | { status: 503; error: string };

/**
 * A number typed on an LGA's page (decision 0108): counted against the
 * client's limit and the number's, then payment_alert_subscribe_web() keeps a
 * pending subscription and queues the text that asks the phone to reply YES.
 * Whatever the function answers (pending, already on, five LGAs already),
 * the page says the same, so it tells nobody what a number subscribes to.
 */
export async function subscribeByWeb(
  place: { state: string; lga: string },
  phone: string,
  locale: Locale,
  clientAddress: string,
  words: Messages,
): Promise<AlertOutcome> {
  try {
    const outcome = await storeWithinLimits(
      [addressCheck("subscribe", clientAddress), { bucket: "subscribe-phone", subject: phone }],
      async (tx) => {
        await tx.$queryRaw`SELECT payment_alert_subscribe_web(${phone}, ${place.state}, ${place.lga}, ${locale})`;
      },
    );
    if ("limited" in outcome) {
      const error = format(words.payments.alertsTooMany, { wait: waitText(outcome.retryAfter, words.form) });
      return { status: 429, error, retryAfter: outcome.retryAfter };
    }
    return { status: 200 };
  } catch (error) {
    logFailure("payment alert subscription", error);
    return { status: 503, error: words.payments.alertsUnavailable };
  }
}
