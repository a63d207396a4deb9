import { getEnv, smsIsSent, type Env } from "~/utils/env.server";

/**
 * Whether a data access request may give a phone number for an SMS with its reference: where text
 * messages leave the site (SMS_TRANSPORT=africastalking), and outside production, where they go to
 * SMS_DIR for a developer or a test to read. A production site that keeps text messages as files
 * neither asks for a number nor stores one: it would promise a message nobody sends, and hold a
 * number it has no use for. The form hides the field, and the form and the API drop a number sent anyway.
 */
export function requestPhoneOffered(env: Env = getEnv()): boolean {
  return smsIsSent(env) || env.NODE_ENV !== "production";
}
