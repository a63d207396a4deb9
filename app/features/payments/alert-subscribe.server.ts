import { randomBytes } from "node:crypto";
import { z } from "zod";
import { addressCheck, storeWithinLimits, type RateLimitBucket } from "~/features/forms/rate-limit.server";
import { requiredEmail, requiredPhone, waitText } from "~/features/forms/text-fields.server";
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

/** The e-mail form's one field. */
export function alertEmailFormSchema(words: Messages) {
  const payments = words.payments;
  return z.object({ email: requiredEmail(payments.alertsEmailMissing, payments.alertsEmailInvalid, words.form) });
}

export type AlertOutcome = { status: 200 } | { status: 429; error: string; retryAfter: number } | { status: 503; error: string };

/** Where the alerts go: a number, which replies YES, or an address, which presses the mail's link. */
export type AlertRecipient = { phone: string } | { email: string };

/**
 * A number or an address typed on an LGA's page (decisions 0108 and 0109):
 * counted against the client's limit and the recipient's, then the database
 * keeps a pending subscription and queues the text that asks the phone to
 * reply YES (payment_alert_subscribe_web) or the mail with the confirm link,
 * whose secret only the mail carries (payment_alert_subscribe_email).
 * Whatever the function answers (pending, already on, five LGAs already),
 * the page says the same, so it tells nobody what a recipient subscribes to.
 */
export async function subscribeByWeb(
  place: { state: string; lga: string },
  recipient: AlertRecipient,
  locale: Locale,
  clientAddress: string,
  words: Messages,
): Promise<AlertOutcome> {
  const [bucket, subject]: [RateLimitBucket, string] =
    "phone" in recipient ? ["subscribe-phone", recipient.phone] : ["subscribe-email", recipient.email.toLowerCase()];
  try {
    const outcome = await storeWithinLimits([addressCheck("subscribe", clientAddress), { bucket, subject }], async (tx) => {
      if ("phone" in recipient) {
        await tx.$queryRaw`SELECT payment_alert_subscribe_web(${recipient.phone}, ${place.state}, ${place.lga}, ${locale})`;
      } else {
        const token = randomBytes(32).toString("base64url");
        await tx.$queryRaw`SELECT payment_alert_subscribe_email(${recipient.email}, ${place.state}, ${place.lga}, ${locale}, ${token})`;
      }
    });
    if ("limited" in outcome) {
      const error = format(words.payments.alertsTooMany, { wait: waitText(outcome.retryAfter, words.form) });
      return { status: 429, error, retryAfter: outcome.retryAfter };
    }
    return { status: 200 };
  } catch (error) {
    logFailure("payment alert subscription", error);
    return { status: 503, error: "phone" in recipient ? words.payments.alertsUnavailable : words.payments.alertsEmailUnavailable };
  }
}
