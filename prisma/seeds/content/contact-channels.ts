import { launchOfficeChannels } from "../../../app/content/contact";
import { states } from "../../../app/content/states";
import type { ContactChannelSeed } from "./seed-types";

/**
 * The channels at launch, as the seed writes them into contact_channel
 * (prisma/seeds/content.ts): the national office's (app/content/contact.ts),
 * then one mailbox per state unit, all following one pattern we guessed and
 * the office has not confirmed, so each is labelled "to be confirmed". No
 * public record gives a unit's phone line.
 */
export const contactChannelSeed: ContactChannelSeed[] = [
  ...launchOfficeChannels.map(({ source, ...channel }) => ({ ...channel, office: "national", ...(source ? { source } : {}) })),
  ...states.map((state): ContactChannelSeed => ({
    id: `socu-${state.slug}-email`,
    office: state.slug,
    kind: "email",
    value: `socu.${state.slug}@nassp.gov.ng`,
    provenance: "illustrative",
  })),
];
