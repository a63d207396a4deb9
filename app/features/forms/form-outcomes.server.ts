import { RecentOutcomes } from "~/utils/recent-outcomes.server";

/**
 * The households' forms (a grievance, a message to the office) posted valid in this process: stored,
 * or failed with the site's fault (a 503). A refusal over the rate limit is neither. The status page
 * reads it for the forms' channel (decision 0113).
 */
export const formPosts = new RecentOutcomes();
