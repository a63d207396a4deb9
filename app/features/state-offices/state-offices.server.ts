import { stateOfficeAnchor, states } from "~/content/states";
import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { ContactChannel, StateOffice } from "./state-office";

/** Every state, in order, with the channels the office has published for its unit; read as the site's login, which sees only live rows. */
export async function liveStateOffices(): Promise<StateOffice[]> {
  const rows = await prisma.contactChannel.findMany({
    where: { office: { not: "national" }, locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, office: true, kind: true, value: true, ...PROVENANCE_FIELDS },
  });
  return states.map((state) => ({
    sn: state.sn,
    name: state.name,
    anchor: stateOfficeAnchor(state),
    slug: state.slug,
    channels: rows
      .filter((row) => row.office === state.slug)
      .map(({ id, kind, value, ...row }): ContactChannel => ({ id, kind: kind as ContactChannel["kind"], value, ...provenanceOf(row) })),
  }));
}
