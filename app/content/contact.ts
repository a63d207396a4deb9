import type { Provenance } from "./provenance";

/**
 * Every way to reach the office, defined once: the footer, the pages, the
 * forms, the PDFs and the mail all read them from here. The spec gives the
 * toll-free line 969 and that the head office is in Abuja; the rest is our
 * best reading, shown with "to be confirmed" until the office confirms it.
 */
export interface ContactDetail {
  value: string;
  provenance: Provenance;
}

export interface SocialLink extends ContactDetail {
  name: "Facebook" | "X" | "Instagram" | "LinkedIn";
}

export const contact = {
  officeName: "National Social Safety-Nets Coordinating Office (NASSCO)",
  city: { value: "Abuja, Federal Capital Territory, Nigeria", provenance: "spec" },
  street: { value: "Head Office, Central Business District", provenance: "illustrative" },
  tollFreeLine: { value: "969", provenance: "spec" },
  infoEmail: { value: "info@nassp.gov.ng", provenance: "illustrative" },
  nsrSupportEmail: { value: "nsr@nassp.gov.ng", provenance: "illustrative" },
  officeHours: { value: "9am-5pm Monday to Friday", provenance: "spec" },
  social: [
    { name: "Facebook", value: "https://www.facebook.com/NASSCONigeria", provenance: "illustrative" },
    { name: "X", value: "https://x.com/NASSCO_NG", provenance: "illustrative" },
    { name: "Instagram", value: "https://www.instagram.com/nassconigeria", provenance: "illustrative" },
    { name: "LinkedIn", value: "https://www.linkedin.com/company/nassco-nigeria", provenance: "illustrative" },
  ],
} as const satisfies Record<string, unknown>;

/** Whether readers should be told a contact detail is still to be confirmed. */
export const unconfirmed = (detail: ContactDetail) => detail.provenance === "illustrative";

const TO_BE_CONFIRMED = " (to be confirmed)";

/** The label a contact detail carries in text until the office confirms it: " (to be confirmed)", or nothing. */
export const confirmationLabel = (detail: ContactDetail) => (unconfirmed(detail) ? TO_BE_CONFIRMED : "");

/** The contact details as Markdown links, for text written in Markdown (seeds, the privacy policy), with the label where due. */
export const contactLinks = {
  tollFree: `[${contact.tollFreeLine.value}](tel:${contact.tollFreeLine.value})`,
  infoEmail: `[${contact.infoEmail.value}](mailto:${contact.infoEmail.value})${confirmationLabel(contact.infoEmail)}`,
  nsrSupportEmail: `[${contact.nsrSupportEmail.value}](mailto:${contact.nsrSupportEmail.value})${confirmationLabel(contact.nsrSupportEmail)}`,
} as const;
