import { PENDING_SIGNUP_DAYS, type AnalyticsSettings, type RetentionPeriods } from "~/content/retention";
import { getEnv } from "./env.server";

/** The configured retention periods. The daily job and the privacy policy both read them here. */
export function retentionPeriods(): RetentionPeriods {
  return { requestDays: getEnv().RETENTION_DAYS_REQUESTS, pendingSignupDays: PENDING_SIGNUP_DAYS };
}

/** The configured analytics, as the privacy policy describes them. */
export function analyticsSettings(): AnalyticsSettings {
  const env = getEnv();
  return { pageViewCounts: env.ANALYTICS === "on", googleAnalytics: Boolean(env.ANALYTICS_MEASUREMENT_ID) };
}
