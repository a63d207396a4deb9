import { states } from "../../../app/content/states";
import type { ContactChannelSeed } from "./seed-types";

/**
 * The state coordinating units' channels at launch, as the seed writes them
 * into contact_channel (prisma/seeds/content.ts): one mailbox per state, all
 * following one pattern we guessed and the office has not confirmed, so each
 * is labelled "to be confirmed". No public record gives a unit's phone line.
 */
export const contactChannelSeed: ContactChannelSeed[] = states.map((state) => ({
  id: `socu-${state.slug}-email`,
  office: state.slug,
  kind: "email",
  value: `socu.${state.slug}@nassp.gov.ng`,
  provenance: "illustrative",
}));
