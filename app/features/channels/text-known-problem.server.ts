import type { Prisma } from "~/generated/prisma/client";
import { storeWithinLimits } from "~/features/forms/rate-limit.server";
import { placesNamedIn } from "~/features/known-problems/text-places";
import { statusLimit } from "./text-limits";
import { textDatabase } from "./text-db.server";

/** Thrown to roll back a known problem's transaction (and its count) when no notice is answered: the report is filed. */
class NoNotice extends Error {}

/**
 * A new text report that names an LGA with a live known problem is answered with the notice, and
 * nothing is filed (decision 0112); the number's next report within a day is filed anyway
 * (fileFromText takes the offer). Null when the report is to be filed: no LGA named, no notice
 * live, or the number was answered with one already today.
 */
export async function knownProblemFirst(
  phone: string,
  description: string,
  once: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<"known problem" | "limited" | null> {
  const places = placesNamedIn(description);
  if (places.length === 0) return null;
  try {
    const outcome = await storeWithinLimits(
      statusLimit(phone),
      async (tx) => {
        await once(tx);
        const [notice] = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM known_problem_live_at(${places.map((place) => place.state)}::text[], ${places.map((place) => place.lga)}::text[])`;
        const [answered] = notice
          ? await tx.$queryRaw<{ answered: boolean }[]>`SELECT sms_in_known_problem(${phone}, ${notice.id}) AS answered`
          : [];
        if (!answered?.answered) throw new NoNotice();
      },
      textDatabase(),
    );
    return "limited" in outcome ? "limited" : "known problem";
  } catch (error) {
    if (error instanceof NoNotice) return null;
    throw error;
  }
}
