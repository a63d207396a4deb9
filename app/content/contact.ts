/**
 * The office's contact details, shown in the footer and on contact-related
 * pages. data/README.md lists the values the office should confirm.
 */
export const contact = {
  officeName: "National Social Safety-Nets Coordinating Office (NASSCO)",
  address: ["Head Office", "Central Business District", "Abuja, Federal Capital Territory", "Nigeria"],
  tollFreeLine: "969",
  infoEmail: "info@nassp.gov.ng",
  nsrSupportEmail: "nsr@nassp.gov.ng",
  officeHours: "9am-5pm Monday to Friday",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/NASSCONigeria" },
    { name: "X", href: "https://x.com/NASSCO_NG" },
    { name: "Instagram", href: "https://www.instagram.com/nassconigeria" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/nassco-nigeria" },
  ],
} as const;

/** The contact details as inline links for content text ([text](href)). */
export const contactLinks = {
  tollFree: `[${contact.tollFreeLine}](tel:${contact.tollFreeLine})`,
  infoEmail: `[${contact.infoEmail}](mailto:${contact.infoEmail})`,
  nsrSupportEmail: `[${contact.nsrSupportEmail}](mailto:${contact.nsrSupportEmail})`,
} as const;
