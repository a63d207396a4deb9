import { prisma } from "~/utils/db.server";
import type { FixAnswer } from "./answers";

/**
 * The two links of a "Was it fixed?" mail (decision 0110), as the newsletter's and the payment
 * alerts': the site reads or answers one case's question through functions, by the secret the
 * link carries, and learns only the case's reference.
 */

/** What a link's secret names: unknown once answered (which clears it), erased, or never ours. */
export type FixLinkState = "open" | "closed" | "unknown";

export async function fixLinkState(token: string): Promise<{ state: FixLinkState; reference: string | null }> {
  const [row] = await prisma.$queryRaw<{ state: FixLinkState; reference: string | null }[]>`
    SELECT state, reference FROM grievance_fix_link_state(${token})`;
  return row ?? { state: "unknown", reference: null };
}

export async function answerByLink(token: string, answer: FixAnswer): Promise<"answered" | "closed" | "unknown"> {
  const [row] = await prisma.$queryRaw<{ outcome: "answered" | "closed" | "unknown" }[]>`
    SELECT grievance_fix_by_link(${token}, ${answer}) AS outcome`;
  return row?.outcome ?? "unknown";
}
