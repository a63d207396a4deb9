/**
 * How long we keep what people send us, as the privacy policy states it. The
 * figures come from the retention_settings table, which the daily erasure job
 * also reads, so the page and the job always agree.
 */
export interface RetentionPeriods {
  /** Days after a data access request is decided or withdrawn before its personal details are erased. */
  requestDays: number;
  /** Days an unconfirmed newsletter sign-up is kept after its latest confirmation mail. */
  pendingSignupDays: number;
  /** Days the daily page-view counts are kept. */
  pageViewDays: number;
  /** Days a record of sent mail is kept, and the .eml copies written without SMTP_URL. */
  sentMailDays: number;
  /** Days a message from the contact page is kept after it arrives. */
  contactMessageDays: number;
}

/** retention_settings' defaults (a test holds the two together): the search index's copy of the policy states these. */
export const DEFAULT_RETENTION: RetentionPeriods = {
  requestDays: 730,
  pendingSignupDays: 30,
  pageViewDays: 730,
  sentMailDays: 90,
  contactMessageDays: 365,
};

/** What the site counts about visits, as the privacy policy states it; from ANALYTICS and ANALYTICS_MEASUREMENT_ID. */
export interface AnalyticsSettings {
  /** Our own cookieless page-view counts. */
  pageViewCounts: boolean;
  /** Google Analytics, for readers who agree to it. */
  googleAnalytics: boolean;
}

export const DEFAULT_ANALYTICS: AnalyticsSettings = { pageViewCounts: true, googleAnalytics: false };
