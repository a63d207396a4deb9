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
