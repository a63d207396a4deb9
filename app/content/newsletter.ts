/** The newsletter form's words, exactly as docs/product.md, "Messages", gives them. */
export const newsletterMessages = {
  empty: "Please enter your email address.",
  success: "Thank you for subscribing! Please check your inbox.",
  /** Ours, not the product's: for a site set to keep mail as files (MAIL_TRANSPORT=files), which sends none. */
  successWithoutMail:
    "We have your address, but this site is not sending e-mail at the moment, so the message to confirm it has not gone out. Please try again later.",
  refused: "Subscription failed. Please try again.",
  networkError: "An error occurred. Please try again later.",
  invalid: "Please enter a valid email address.",
  tooMany: "Too many attempts. Please wait a minute and try again.",
} as const;

/** The query parameter of the confirm and unsubscribe links in mail: the subscriber's secret. */
export const NEWSLETTER_TOKEN_PARAM = "token";

/**
 * How long the link in a confirmation mail works. newsletter_subscribe() stores the time and
 * newsletter_confirm() enforces it; it must not exceed privacy_settings.pending_signup_days.
 */
export const CONFIRM_LINK_DAYS = 7;

/** How long a message stays on screen when JavaScript runs. */
export const MESSAGE_DISPLAY_MS = 3000;

/** The home page's newsletter section, and the query parameter that brings back the thank-you after a post without script. */
export const NEWSLETTER_ANCHOR = "newsletter";
export const NEWSLETTER_PARAM = "newsletter";
