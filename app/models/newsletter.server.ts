import { caughtByHoneypot } from "~/components/honeypot";
import { newsletterMessages } from "~/content/newsletter";
import { newsletterSchema } from "~/schemas/newsletter.server";
import { prisma } from "~/utils/db.server";
import { logFailure } from "~/utils/log.server";
import { rateLimitWait } from "./rate-limit.server";

/**
 * Adds an address once. Subscribing again changes nothing and looks the same,
 * so the form never tells anyone whether an address was already on the list.
 */
export async function subscribe(email: string, sourcePage: string): Promise<void> {
  await prisma.newsletterSubscriber.createMany({ data: [{ email, sourcePage }], skipDuplicates: true });
}

export type SubscriptionOutcome =
  | { status: 200; message: string }
  | { status: 400 | 503; error: string }
  | { status: 429; error: string; retryAfter: number };

/** The whole subscribe step, shared by the home page's form and `POST /api/subscribe`. */
export async function handleSubscription(input: {
  email: unknown;
  honeypot: unknown;
  sourcePage: string;
  clientAddress: string;
}): Promise<SubscriptionOutcome> {
  if (caughtByHoneypot(input.honeypot)) return { status: 200, message: newsletterMessages.success };
  const parsed = newsletterSchema.safeParse({ email: input.email });
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0]?.message ?? newsletterMessages.invalid };
  try {
    const wait = await rateLimitWait("subscribe", input.clientAddress);
    if (wait !== null) return { status: 429, error: newsletterMessages.tooMany, retryAfter: wait };
    await subscribe(parsed.data.email, input.sourcePage);
    return { status: 200, message: newsletterMessages.success };
  } catch (error) {
    logFailure("newsletter subscription", error);
    return { status: 503, error: newsletterMessages.refused };
  }
}
