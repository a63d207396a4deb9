import { z } from "zod";
import { newsletterMessages } from "~/content/newsletter";
import { requiredEmail } from "~/features/forms/text-fields.server";

export const newsletterSchema = z.object({
  email: requiredEmail(newsletterMessages.empty, newsletterMessages.invalid).transform((email) => email.toLowerCase()),
});
