/**
 * How long we keep what people send us, as the privacy policy states it. The
 * figures come from the server's configuration (RETENTION_DAYS_REQUESTS), so
 * the page and the daily erasure job always agree.
 */
export interface RetentionPeriods {
  /** Days after a data access request is decided or withdrawn before its personal details are erased. */
  requestDays: number;
  /** Days an unconfirmed newsletter sign-up is kept. */
  pendingSignupDays: number;
}

export const DEFAULT_REQUEST_RETENTION_DAYS = 730;
export const PENDING_SIGNUP_DAYS = 30;

export const DEFAULT_RETENTION: RetentionPeriods = {
  requestDays: DEFAULT_REQUEST_RETENTION_DAYS,
  pendingSignupDays: PENDING_SIGNUP_DAYS,
};

/** What the site counts about visits, as the privacy policy states it; from ANALYTICS and ANALYTICS_MEASUREMENT_ID. */
export interface AnalyticsSettings {
  /** Our own cookieless page-view counts. */
  pageViewCounts: boolean;
  /** Google Analytics, for readers who agree to it. */
  googleAnalytics: boolean;
}

export const DEFAULT_ANALYTICS: AnalyticsSettings = { pageViewCounts: true, googleAnalytics: false };
