import { formPosts } from "~/features/forms/form-outcomes.server";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { waitText } from "~/features/forms/text-fields.server";
import type { Messages } from "~/i18n/messages/en";
import { logFailure } from "~/utils/log.server";
import { saveContactMessage } from "./model.server";
import type { ContactMessageInput } from "./schema.server";

export type ContactOutcome =
  { status: 201; reference: string } | { status: 429; error: string; retryAfter: number } | { status: 503; error: string };

/** A validated message: counted against the client's limit and stored, in one transaction. No mail is sent. Refusals are in the form's language. */
export async function submitContactMessage(message: ContactMessageInput, clientAddress: string, words: Messages): Promise<ContactOutcome> {
  try {
    const outcome = await storeWithinLimits([addressCheck("contact-message", clientAddress)], (tx) => saveContactMessage(message, tx));
    if ("limited" in outcome) {
      const wait = waitText(outcome.retryAfter, words.form);
      return { status: 429, error: words.contact.tooMany.replace("{wait}", wait), retryAfter: outcome.retryAfter };
    }
    formPosts.note(true);
    return { status: 201, reference: outcome.stored };
  } catch (error) {
    logFailure("contact message", error);
    formPosts.note(false);
    return { status: 503, error: words.contact.unavailable };
  }
}
