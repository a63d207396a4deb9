import { AUTO_SUBMITTED } from "~/features/mail/compose.server";
import { mailSettings } from "~/utils/env.server";

/** Every letter about a case: replies reach the office's mailbox, and it says it was sent by a system. */
export function letterHeaders(): Record<string, string> {
  return { "Reply-To": mailSettings().replyTo, ...AUTO_SUBMITTED };
}
