import { launchOfficeChannels } from "../../../app/content/contact";
import { states } from "../../../app/content/states";
import type { ContactChannelSeed } from "./seed-types";

/**
 * The national channels that only "Is this real?" lists: those a public
 * record names, with it as their source. Which the office checked, and when,
 * only the office can say: none carries a date it was checked.
 */
const checkedOnlyChannels: ContactChannelSeed[] = [
  {
    // The office's site is at nassp.gov.ng: its own pages are the public record (news of January 2021).
    id: "national-domain",
    office: "national",
    kind: "domain",
    label: "The office's website",
    value: "nassp.gov.ng",
    provenance: "published",
    source: { url: "https://nassp.gov.ng/nigeria-steps-forward-its-rapid-response-register", asAt: "2021-01-01" },
  },
  {
    // Sign-up to the Rapid Response Register by USSD in 2021: "dial *969* for community codes".
    id: "national-rrr-ussd",
    office: "national",
    kind: "short-code",
    label: "Rapid Response Register sign-up (2021)",
    value: "*969*",
    provenance: "published",
    source: { url: "https://thenationonlineng.net/lagos-opens-support-register-for-victims-of-covid-19/", asAt: "2021" },
  },
];

/**
 * The channels at launch, as the seed writes them into contact_channel
 * (prisma/seeds/content.ts): the national office's (app/content/contact.ts),
 * then one mailbox per state unit, all following one pattern we guessed and
 * the office has not confirmed, so each is labelled "to be confirmed". No
 * public record gives a unit's phone line.
 */
export const contactChannelSeed: ContactChannelSeed[] = [
  ...launchOfficeChannels.map(({ source, ...channel }) => ({ ...channel, office: "national", ...(source ? { source } : {}) })),
  ...checkedOnlyChannels,
  ...states.map((state): ContactChannelSeed => ({
    id: `socu-${state.slug}-email`,
    office: state.slug,
    kind: "email",
    value: `socu.${state.slug}@nassp.gov.ng`,
    provenance: "illustrative",
  })),
];
