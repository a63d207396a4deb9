import { CONTACT_MESSAGES } from "~/content/contact-page";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { logFailure } from "~/utils/log.server";
import { saveContactMessage } from "./model.server";
import type { ContactMessageInput } from "./schema.server";

export type ContactOutcome =
  { status: 201; reference: string } | { status: 429; error: string; retryAfter: number } | { status: 503; error: string };

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 90 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${Math.ceil(minutes / 60)} hours`;
}

/** A validated message: counted against the client's limit and stored, in one transaction. No mail is sent. */
export async function submitContactMessage(message: ContactMessageInput, clientAddress: string): Promise<ContactOutcome> {
  try {
    const outcome = await storeWithinLimits([addressCheck("contact-message", clientAddress)], (tx) => saveContactMessage(message, tx));
    if ("limited" in outcome) {
      return { status: 429, error: CONTACT_MESSAGES.tooMany(waitText(outcome.retryAfter)), retryAfter: outcome.retryAfter };
    }
    return { status: 201, reference: outcome.stored };
  } catch (error) {
    logFailure("contact message", error);
    return { status: 503, error: CONTACT_MESSAGES.unavailable };
  }
}
