import type { FeedbackAnswer } from "~/content/contact-page";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";

/** Answers to "Was this page useful?" per page, and the latest comments, for anyone signed in (staff_page_feedback). */
export interface PageFeedbackSummary {
  pages: { path: string; yes: number; no: number }[];
  comments: { path: string; day: string; answer: FeedbackAnswer; comment: string }[];
}

export async function pageFeedbackSummary(member: StaffMember): Promise<PageFeedbackSummary> {
  const [row] = await prisma.$queryRaw<
    { summary: { pages: { path: string; yes: number | null; no: number | null }[]; comments: PageFeedbackSummary["comments"] } }[]
  >`
    SELECT staff_page_feedback(${member.tokenHash}) AS summary`;
  return {
    pages: row!.summary.pages.map((page) => ({ path: page.path, yes: page.yes ?? 0, no: page.no ?? 0 })),
    comments: row!.summary.comments,
  };
}
