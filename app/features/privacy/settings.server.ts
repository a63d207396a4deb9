import type { AnalyticsSettings } from "~/content/retention";
import { getEnv } from "~/utils/env.server";

/** The configured analytics, as the privacy policy describes them. */
export function analyticsSettings(): AnalyticsSettings {
  const env = getEnv();
  return { pageViewCounts: env.ANALYTICS === "on", googleAnalytics: Boolean(env.ANALYTICS_MEASUREMENT_ID) };
}
