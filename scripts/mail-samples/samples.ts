import { contact } from "~/content/contact";
import { CONFIRM_LINK_DAYS } from "~/content/newsletter";
import type { MailContent } from "~/features/mail/content";
import { grievanceAcknowledgement } from "~/features/grievances/letters.server";
import { newsletterConfirmation } from "~/features/newsletter/confirmation.server";
import { acknowledgementLetter, decisionLetter, summaryLetter, type LetterLinks } from "~/features/requests/letters.server";
import { staffNotification } from "~/features/requests/office-notice.server";
import { staffDailyDigest, staffDigest } from "~/features/staff-requests/digests.server";
import { closingLetter, replyLetter } from "~/features/staff-grievances/letters.server";

const SECRET = "Xq3v9LmT2rB7kP0sW5yZ8aC1dE4fG6hJ-_nQuRtVwYx";
const REFERENCE = "DAR-2026-000123";
const BACK_OFFICE = "https://staff.nassco.example";

const LINKS: LetterLinks = {
  statusPage: "https://nassco.example/nsr/data-access-request-form/status",
  accessingTheNsr: "https://nassco.example/nsr/accessing-the-nsr",
  documents: "https://nassco.example/resource-hub/policy-and-governance-documents",
  form: "https://nassco.example/nsr/data-access-request-form",
  privacyPolicy: "https://nassco.example/resource-hub/privacy-policy",
};

/**
 * One of each message with made-up details, for docs/mail/ (npm run mail:samples)
 * and for the test that keeps those files true to the code. It lives beside
 * the script, not in features/mail: it gathers every feature's messages, and
 * mail imports none of them. The public site's kinds (acknowledgements, the
 * summary, the office's notice, the newsletter confirmation) are the letters the
 * back office writes from what the site queued (site-mail/write.server.ts,
 * decision 0088), with the same links.
 */
export const mailSamples: Record<string, MailContent> = {
  "newsletter-confirmation": newsletterConfirmation(
    {
      confirm: `https://nassco.example/newsletter/confirm?token=${SECRET}`,
      unsubscribe: `https://nassco.example/newsletter/unsubscribe?token=${SECRET}`,
    },
    CONFIRM_LINK_DAYS,
  ),
  "request-acknowledgement": acknowledgementLetter(
    REFERENCE,
    { link: `${LINKS.statusPage}?reference=${REFERENCE}&code=7KQ2-M9XD-4HTP`, code: "7KQ2-M9XD-4HTP" },
    LINKS,
    contact,
  ),
  // The same, to a reader who used the Yoruba form (/yo/nsr/data-access-request-form): in Yoruba, linking to Yoruba pages.
  "request-acknowledgement-yo": acknowledgementLetter(
    REFERENCE,
    {
      link: `https://nassco.example/yo/nsr/data-access-request-form/status?reference=${REFERENCE}&code=7KQ2-M9XD-4HTP`,
      code: "7KQ2-M9XD-4HTP",
    },
    {
      statusPage: "https://nassco.example/yo/nsr/data-access-request-form/status",
      accessingTheNsr: "https://nassco.example/yo/nsr/accessing-the-nsr",
      documents: "https://nassco.example/yo/resource-hub/policy-and-governance-documents",
      form: "https://nassco.example/yo/nsr/data-access-request-form",
      privacyPolicy: "https://nassco.example/yo/resource-hub/privacy-policy",
    },
    contact,
    "yo",
  ),
  "request-summary": summaryLetter(
    REFERENCE,
    [
      ["Name of organisation", "Kano Research Trust"],
      ["Sector", "Research"],
      ["Data requested", "Households, Location"],
      ["What the data is for", "A study of how cash transfers reach households in Kano's rural wards."],
    ],
    LINKS,
  ),
  "request-needs-information": decisionLetter(
    "needs_information",
    REFERENCE,
    "Please tell us which wards of Kano State the study covers, and send the ethics approval for it.",
    LINKS,
  ),
  "request-approved": decisionLetter(
    "approved",
    REFERENCE,
    "Approved for anonymised household records in the wards you named, for the period of the study.",
    LINKS,
  ),
  // An approval after the office has the signed agreement, with the day the data goes: the officer's choice of next steps.
  "request-approved-agreement-received": decisionLetter(
    "approved",
    REFERENCE,
    "Approved for anonymised household records in the wards you named, for the period of the study.",
    LINKS,
    "en",
    { steps: ["agreement_received", "send_data"], dataBy: "2026-12-15" },
  ),
  // The same letter to a request sent from the Hausa form: its frame in Hausa, the officer's note as written.
  "request-approved-ha": decisionLetter(
    "approved",
    REFERENCE,
    "Approved for anonymised household records in the wards you named, for the period of the study.",
    {
      statusPage: "https://nassco.example/ha/nsr/data-access-request-form/status",
      accessingTheNsr: "https://nassco.example/ha/nsr/accessing-the-nsr",
      documents: "https://nassco.example/ha/resource-hub/policy-and-governance-documents",
      form: "https://nassco.example/ha/nsr/data-access-request-form",
      privacyPolicy: "https://nassco.example/ha/resource-hub/privacy-policy",
    },
    "ha",
  ),
  "request-declined": decisionLetter(
    "declined",
    REFERENCE,
    "The request asks for names and phone numbers of individuals, which the register does not share.",
    LINKS,
  ),
  "request-withdrawn": decisionLetter("withdrawn", REFERENCE, "You asked us by e-mail to close the request.", LINKS),
  // A report from the Hausa grievance form with an address and no consent to contact: the one letter that goes without it.
  "grievance-acknowledgement-ha": grievanceAcknowledgement(
    { reference: "GRV-2026-000123", statusCode: "7KQ2-M9XD-4HTP", expectedOn: "2026-12-29", mayContact: false },
    {
      statusPage: "https://nassco.example/ha/grievances/status",
      statusLink: "https://nassco.example/ha/grievances/status?reference=GRV-2026-000123&code=7KQ2-M9XD-4HTP",
      privacyPolicy: "https://nassco.example/ha/resource-hub/privacy-policy",
    },
    "ha",
  ),
  "grievance-acknowledgement": grievanceAcknowledgement(
    { reference: "GRV-2026-000123", statusCode: "7KQ2-M9XD-4HTP", expectedOn: "2026-12-29", mayContact: true },
    {
      statusPage: "https://nassco.example/grievances/status",
      statusLink: "https://nassco.example/grievances/status?reference=GRV-2026-000123&code=7KQ2-M9XD-4HTP",
      privacyPolicy: "https://nassco.example/resource-hub/privacy-policy",
    },
  ),
  "staff-notification": staffNotification(REFERENCE, "Kano Research Trust", "web form", BACK_OFFICE),
  "staff-digest": staffDigest(["DAR-2026-000134", "DAR-2026-000135", "DAR-2026-000136"], BACK_OFFICE),
  "staff-daily-digest": staffDailyDigest(
    {
      new: [{ reference: "DAR-2026-000140", organisation: "Kano Research Trust", channel: "paper" }],
      overdue: [{ reference: "DAR-2026-000101", assignee: "ada_obi", working_days: 12 }],
      unassigned: [{ reference: "DAR-2026-000140", working_days: 0 }],
    },
    "November 25, 2026",
    BACK_OFFICE,
  ),
  // A grievance officer's public reply and closing letter (features/staff-grievances), the second to a Yoruba form's reporter.
  "grievance-reply": replyLetter(
    "GRV-2026-000123",
    "We are checking the payment list for June. Please keep your phone on: an officer from the Kano State office may call you.",
    { statusPage: "https://nassco.example/grievances/status", privacyPolicy: "https://nassco.example/resource-hub/privacy-policy" },
  ),
  "grievance-closing-yo": closingLetter(
    "GRV-2026-000123",
    "paid",
    "A san owó oṣù Òkudù sí àkáǹtì rẹ ní ọjọ́ kẹta oṣù Ọ̀pẹ.",
    { statusPage: "https://nassco.example/yo/grievances/status", privacyPolicy: "https://nassco.example/yo/resource-hub/privacy-policy" },
    "yo",
  ),
};
