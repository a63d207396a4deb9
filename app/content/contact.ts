import type { Provenance, PublicSource } from "./provenance";

/**
 * The national office's ways to be reached. They are rows of contact_channel
 * (office 'national'), which the office edits; what is here is what the seed
 * starts them with, and what the site shows until it has read them
 * (features/office-contact/). The spec gives the toll-free line 969, the
 * office hours and that the head office is in Abuja; the press names the X
 * and Instagram accounts; the rest is our best reading, shown with "to be
 * confirmed" until the office confirms it.
 */
export interface ContactDetail {
  value: string;
  provenance: Provenance;
  source?: PublicSource | null;
}

export const SOCIAL_NETWORKS = ["Facebook", "X", "Instagram", "LinkedIn"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink extends ContactDetail {
  name: SocialNetwork;
}

/** The details every page, mail and PDF may name, each the row with its id (national-…). */
export interface OfficeContact {
  officeName: string;
  street: ContactDetail;
  city: ContactDetail;
  tollFreeLine: ContactDetail;
  infoEmail: ContactDetail;
  nsrSupportEmail: ContactDetail;
  officeHours: ContactDetail;
  /** Every published account, in order. */
  social: SocialLink[];
}

/** A national channel as a row holds it. */
export interface OfficeChannel extends ContactDetail {
  id: string;
  kind: "email" | "phone" | "address" | "hours" | "social";
  label: string;
}

/** Which row each named detail is. */
export const OFFICE_CHANNEL_IDS = {
  street: "national-street",
  city: "national-city",
  tollFreeLine: "national-toll-free",
  infoEmail: "national-info-email",
  nsrSupportEmail: "national-nsr-email",
  officeHours: "national-hours",
} as const satisfies Partial<Record<keyof OfficeContact, string>>;

/** The national channels the seed writes, in order. */
export const launchOfficeChannels: OfficeChannel[] = [
  {
    id: OFFICE_CHANNEL_IDS.street,
    kind: "address",
    label: "Street",
    value: "Head Office, Central Business District",
    provenance: "illustrative",
  },
  { id: OFFICE_CHANNEL_IDS.city, kind: "address", label: "City", value: "Abuja, Federal Capital Territory, Nigeria", provenance: "spec" },
  { id: OFFICE_CHANNEL_IDS.tollFreeLine, kind: "phone", label: "Toll-free line", value: "969", provenance: "spec" },
  { id: OFFICE_CHANNEL_IDS.infoEmail, kind: "email", label: "General enquiries", value: "info@nassp.gov.ng", provenance: "illustrative" },
  { id: OFFICE_CHANNEL_IDS.nsrSupportEmail, kind: "email", label: "The register", value: "nsr@nassp.gov.ng", provenance: "illustrative" },
  { id: OFFICE_CHANNEL_IDS.officeHours, kind: "hours", label: "Office hours", value: "9am-5pm Monday to Friday", provenance: "spec" },
  {
    id: "national-facebook",
    kind: "social",
    label: "Facebook",
    value: "https://www.facebook.com/NASSCONigeria",
    provenance: "illustrative",
  },
  {
    id: "national-x",
    kind: "social",
    label: "X",
    value: "https://x.com/NasscoNigeria",
    provenance: "published",
    source: { url: "https://thecable.ng/national-social-register-built-by-states-nassco-replies-nec", asAt: "2023-07-21" },
  },
  {
    id: "national-instagram",
    kind: "social",
    label: "Instagram",
    value: "https://www.instagram.com/nassco_nigeria",
    provenance: "published",
    source: { url: "https://bizwatchnigeria.ng/national-social-register-lists-68-million-poor-nigerians", asAt: "2025" },
  },
  {
    id: "national-linkedin",
    kind: "social",
    label: "LinkedIn",
    value: "https://www.linkedin.com/company/nassco-nigeria",
    provenance: "illustrative",
  },
];

const OFFICE_NAME = "National Social Safety-Nets Coordinating Office (NASSCO)";

const detail = ({ value, provenance, source }: ContactDetail): ContactDetail => ({ value, provenance, source: source ?? null });

/**
 * The office's details from its live channels, in order: a named detail whose
 * row is not live keeps its launch value (a sentence that names it still reads),
 * while the accounts are exactly those published.
 */
export function officeContactFrom(channels: OfficeChannel[]): OfficeContact {
  const byId = new Map([...launchOfficeChannels, ...channels].map((channel) => [channel.id, channel]));
  const named = (id: string) => detail(byId.get(id)!);
  return {
    officeName: OFFICE_NAME,
    street: named(OFFICE_CHANNEL_IDS.street),
    city: named(OFFICE_CHANNEL_IDS.city),
    tollFreeLine: named(OFFICE_CHANNEL_IDS.tollFreeLine),
    infoEmail: named(OFFICE_CHANNEL_IDS.infoEmail),
    nsrSupportEmail: named(OFFICE_CHANNEL_IDS.nsrSupportEmail),
    officeHours: named(OFFICE_CHANNEL_IDS.officeHours),
    social: channels
      .filter((channel) => channel.kind === "social" && (SOCIAL_NETWORKS as readonly string[]).includes(channel.label))
      .map((channel) => ({ ...detail(channel), name: channel.label as SocialNetwork })),
  };
}

/** The details as the seed starts them: what the site shows before it has read the database. */
export const contact: OfficeContact = officeContactFrom(launchOfficeChannels);

/** Whether readers should be told a contact detail is still to be confirmed. */
export const unconfirmed = (detail: ContactDetail) => detail.provenance === "illustrative";

const TO_BE_CONFIRMED = " (to be confirmed)";

/** The label a contact detail carries in text until the office confirms it: " (to be confirmed)", or nothing. */
export const confirmationLabel = (detail: ContactDetail) => (unconfirmed(detail) ? TO_BE_CONFIRMED : "");

/**
 * An e-mail address in Markdown: a mailto link once confirmed; until then plain
 * text with its label, as a guessed mailbox is no address to write to
 * (components/mail-address.tsx does the same in pages).
 */
const mailMarkdown = (detail: ContactDetail) =>
  unconfirmed(detail) ? `${detail.value}${TO_BE_CONFIRMED}` : `[${detail.value}](mailto:${detail.value})`;

/** The contact details as Markdown, for text written in Markdown (seeds, the privacy policy), with the label where due. */
export function contactLinksOf(details: OfficeContact) {
  return {
    tollFree: `[${details.tollFreeLine.value}](tel:${details.tollFreeLine.value.replace(/ /g, "")})`,
    infoEmail: mailMarkdown(details.infoEmail),
    nsrSupportEmail: mailMarkdown(details.nsrSupportEmail),
  } as const;
}

/** The launch details as Markdown links, for the seed's texts. */
export const contactLinks = contactLinksOf(contact);
