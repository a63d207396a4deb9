import { z } from "zod";
import { optionalEmail, optionalText, requiredText } from "~/features/forms/text-fields.server";
import { CONTACT_LIMITS, MESSAGE_KINDS } from "~/content/contact-page";
import type { Messages } from "~/i18n/messages/en";

/**
 * The contact form, as the server checks it (the form itself has no script),
 * its messages in the language of the form.
 * The lengths are the table's CHECKs (migration 20261221090000), so nothing
 * that passes here is refused by the database.
 */
export function contactMessageSchema(words: Messages) {
  const { contact, form } = words;
  return z.object({
    kind: z.enum(MESSAGE_KINDS, { error: contact.kindMissing }),
    page: optionalText(contact.pageField, CONTACT_LIMITS.page, form),
    message: requiredText(contact.messageLabel, CONTACT_LIMITS.message, contact.messageMissing, form),
    name: optionalText(contact.nameField, CONTACT_LIMITS.name, form),
    replyTo: optionalEmail(contact.replyToInvalid, form),
  });
}

export type ContactMessageInput = z.infer<ReturnType<typeof contactMessageSchema>>;
