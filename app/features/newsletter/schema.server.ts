import { z } from "zod";
import { requiredEmail } from "~/features/forms/text-fields.server";
import type { Messages } from "~/i18n/messages/en";

/** The form's one field, with its messages in the reader's language. */
export function newsletterSchema(words: Messages["newsletter"]) {
  return z.object({
    email: requiredEmail(words.empty, words.invalid).transform((email) => email.toLowerCase()),
  });
}
