import { caughtByHoneypot } from "~/features/forms/honeypot";
import { queueNewsletterConfirmation } from "~/features/newsletter/confirmation.server";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { subscribe } from "~/features/newsletter/model.server";
import { newsletterSchema } from "~/features/newsletter/schema.server";
import { mailIsSent } from "~/utils/env.server";
import { logFailure } from "~/utils/log.server";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";

export type SubscriptionOutcome =
  { status: 200; message: string } | { status: 400 | 503; error: string } | { status: 429; error: string; retryAfter: number };

/**
 * The whole subscribe step, shared by the home page's form and `POST /api/subscribe`:
 * a new or unconfirmed address gets a confirmation mail (at most one an hour),
 * written in the same transaction. The answer is the same whatever the address's
 * state, so nobody can learn from it who is subscribed.
 */
/** What a reader is told once their sign-up is stored: never that a mail went out when none does. */
export function subscribedMessage(locale: Locale = "en"): string {
  const words = messages[locale].newsletter;
  return mailIsSent() ? words.success : words.successWithoutMail;
}

export async function handleSubscription(input: {
  email: unknown;
  honeypot: unknown;
  sourcePage: string;
  clientAddress: string;
  /** The language of the form: its answers and the confirmation mail are in it. */
  locale?: Locale;
}): Promise<SubscriptionOutcome> {
  const locale = input.locale ?? "en";
  const words = messages[locale].newsletter;
  // A person in a text browser may fill the field: told so, not told they are subscribed (forms/honeypot.server.ts).
  if (caughtByHoneypot(input.honeypot)) return { status: 400, error: messages[locale].form.honeypotFilled };
  const parsed = newsletterSchema(words).safeParse({ email: input.email });
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0]?.message ?? words.invalid };
  const { email } = parsed.data;
  try {
    const outcome = await storeWithinLimits(
      [addressCheck("subscribe", input.clientAddress), { bucket: "subscribe-email", subject: email }],
      async (tx) => {
        const token = await subscribe(tx, email, input.sourcePage);
        if (token !== null) await queueNewsletterConfirmation(tx, token, locale);
      },
    );
    // Too many tries for one address get the same answer as any other: a different one would tell who is subscribing.
    if ("limited" in outcome && outcome.limited === "subscribe") {
      return { status: 429, error: words.tooMany, retryAfter: outcome.retryAfter };
    }
    return { status: 200, message: subscribedMessage(locale) };
  } catch (error) {
    logFailure("newsletter subscription", error);
    return { status: 503, error: words.refused };
  }
}
