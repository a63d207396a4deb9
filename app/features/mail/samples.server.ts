import { contact } from "~/content/contact";
import { CONFIRM_LINK_DAYS } from "~/content/newsletter";
import type { MailContent } from "~/features/mail/content";
import { newsletterConfirmation, requestAcknowledgement, staffDigest, staffNotification } from "~/features/mail/messages.server";

const SECRET = "Xq3v9LmT2rB7kP0sW5yZ8aC1dE4fG6hJ-_nQuRtVwYx";

/**
 * One of each message with made-up details, for docs/mail/ (npm run mail:samples)
 * and for the test that keeps those files true to the code.
 */
export const mailSamples: Record<string, MailContent> = {
  "newsletter-confirmation": newsletterConfirmation(
    {
      confirm: `https://nassco.example/newsletter/confirm?token=${SECRET}`,
      unsubscribe: `https://nassco.example/newsletter/unsubscribe?token=${SECRET}`,
    },
    CONFIRM_LINK_DAYS,
  ),
  "request-acknowledgement": requestAcknowledgement(
    "DAR-2026-000123",
    "https://nassco.example/nsr/accessing-the-nsr",
    "https://nassco.example/resource-hub/privacy-policy",
    contact,
  ),
  "staff-notification": staffNotification("DAR-2026-000123", "Kano Research Trust", "web form"),
  "staff-digest": staffDigest(["DAR-2026-000134", "DAR-2026-000135", "DAR-2026-000136"]),
};
