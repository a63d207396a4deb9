import { categoryName, channelName, placeText } from "~/features/grievances/words";
import { pageAtKey, pagerOf } from "~/features/staff-auth/key-page.server";
import { keyPlaceOf } from "~/features/staff-auth/key-place";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { whoHasIt } from "~/features/cases/case-words";
import { caseStatusText, levelText } from "./case-words";
import { grievanceCounts, grievanceQueue } from "./grievances.server";
import { queueQueryOf } from "./queue";

/**
 * The grievance officer's queue page: a view's page by key within the
 * officer's desk, with every view's count, and each row as the table shows it
 * (never contact details). A key the database does not know gives the view's
 * first page and `lost`, which the page answers with 400.
 */
export async function grievanceQueuePage(member: StaffMember, search: URLSearchParams) {
  const query = queueQueryOf(search);
  const place = keyPlaceOf(search);
  const counts = grievanceCounts(member, query);
  const { page, lost } = await pageAtKey(place, (at) => grievanceQueue(member, query, at));
  const { desk, ...numbers } = await counts;
  return {
    // A desk's own state is the only one it sees: its links carry no other.
    query: desk === null ? query : { ...query, state: "" },
    desk,
    counts: numbers,
    lost,
    ...pagerOf(page, place),
    grievances: page.grievances.map((entry) => ({
      reference: entry.reference,
      received: lagosTimeText(entry.createdAt).slice(0, 10),
      channel: channelName(entry.channel),
      category: categoryName(entry.category),
      place: placeText(entry.state, entry.lga),
      status: caseStatusText(entry.status, entry.reopenedAt !== null),
      level: levelText(entry.level),
      assignee: whoHasIt(entry.assignee, member.name),
      expected: entry.expectedOn,
      overdue: entry.overdue,
    })),
  };
}
