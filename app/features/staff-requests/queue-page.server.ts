import { statusName } from "~/features/requests/status-words";
import { pageAtKey, pagerOf } from "~/features/staff-auth/key-page.server";
import { keyPlaceOf } from "~/features/staff-auth/key-place";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { CHANNEL_NAMES, queueViewOf } from "./queue";
import { isOverdue } from "./request-words";
import { queue, queueCounts } from "./requests.server";

/**
 * The request officer's queue page: a view's page by key, with every view's
 * count, and each row as the table shows it. A key the database does not know
 * (an edited address) gives the view's first page and `lost`, which the page
 * answers with 400.
 */
export async function queuePage(member: StaffMember, query: URLSearchParams) {
  const view = queueViewOf(query.get("view"));
  const place = keyPlaceOf(query);
  const counts = queueCounts(member);
  const { page, lost } = await pageAtKey(place, (at) => queue(member, view, at));
  return {
    view,
    counts: await counts,
    lost,
    ...pagerOf(page, place),
    me: member.name,
    requests: page.requests.map((entry) => ({
      reference: entry.reference,
      organisation: entry.organizationName ?? "Details erased",
      sector: entry.sector,
      channel: CHANNEL_NAMES[entry.channel] ?? entry.channel,
      status: statusName(entry.status),
      assignee: entry.assignee,
      received: lagosTimeText(entry.createdAt).slice(0, 10),
      age: entry.workingDays,
      overdue: isOverdue(entry.workingDays, entry.decidedAt !== null),
    })),
  };
}
