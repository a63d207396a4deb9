import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";

/**
 * Counts for the back office's statistics page, from functions any signed-in
 * member of staff may call: they return figures, never people.
 */
export interface RequestStatistics {
  by_status: Record<string, number>;
  by_channel: Record<string, number>;
  by_sector: { sector: string; requests: number }[];
  by_state: { state: string; requests: number }[];
  by_month: { month: string; requests: number }[];
  decision_days: { decided: number; median: number | null; mean: number | null; longest: number | null };
}

export interface SubscriberStatistics {
  by_status: Record<string, number>;
  by_month: { month: string; confirmed: number; unsubscribed: number }[];
}

export interface PageViewStatistics {
  by_day: { day: string; views: number; without_javascript: number }[];
  top_pages: { path: string; views: number }[];
  by_device: Record<string, number>;
}

export async function statistics(
  member: StaffMember,
): Promise<{ requests: RequestStatistics; subscribers: SubscriberStatistics; pageViews: PageViewStatistics }> {
  const [row] = await prisma.$queryRaw<
    { requests: RequestStatistics; subscribers: SubscriberStatistics; page_views: PageViewStatistics }[]
  >`
    SELECT staff_request_statistics(${member.tokenHash}) AS requests, staff_subscriber_statistics(${member.tokenHash}) AS subscribers,
           staff_page_view_statistics(${member.tokenHash}) AS page_views`;
  return { requests: row!.requests, subscribers: row!.subscribers, pageViews: row!.page_views };
}
