import { z } from "zod";
import { optionalEmail, optionalText, requiredText } from "~/features/forms/text-fields.server";
import { CONTACT_LIMITS, CONTACT_MESSAGES, MESSAGE_KINDS } from "~/content/contact-page";

/**
 * The contact form, as the server checks it (the form itself has no script).
 * The lengths are the table's CHECKs (migration 20261221090000), so nothing
 * that passes here is refused by the database.
 */
export const contactMessageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: CONTACT_MESSAGES.kindMissing }),
  page: optionalText("The page", CONTACT_LIMITS.page),
  message: requiredText("Your message", CONTACT_LIMITS.message, CONTACT_MESSAGES.messageMissing),
  name: optionalText("Your name", CONTACT_LIMITS.name),
  replyTo: optionalEmail(CONTACT_MESSAGES.replyToInvalid),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
