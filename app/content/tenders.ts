import type { LibraryEntry } from "~/content/library-types";

/**
 * Terms of reference published by NASSCO, shown on /get-involved/tenders,
 * newest first. Each PDF is at /files/tenders/<slug>.pdf (the title,
 * lowercased, with other characters removed and runs of spaces and hyphens
 * turned into one hyphen).
 */
export const tenders: LibraryEntry[] = [
  {
    id: 1,
    provenance: "illustrative",
    title: "Terms of Reference for the Independent Review of Cash Transfer Households",
    date: "November 14, 2022",
    excerpt:
      "<p>NASSCO seeks a consultant to carry out an independent review of households receiving cash transfers, to confirm that they meet the eligibility criteria and that their records in the register are accurate.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-for-the-independent-review-of-cash-transfer-households.pdf",
    type: "download",
  },
  {
    id: 2,
    provenance: "illustrative",
    title: "Terms of Reference for the Engagement of Survey Firms for Validation and Enumeration",
    date: "August 22, 2022",
    excerpt:
      "<p>NASSCO invites qualified survey firms to support the validation of existing records and the enumeration of households for the National Social Register in selected states.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-for-the-engagement-of-survey-firms-for-validation-and-enumeration.pdf",
    type: "download",
  },
  {
    id: 3,
    provenance: "illustrative",
    title: "Terms of Reference for Partial Data Update and Validation of the Social Registry",
    date: "May 10, 2022",
    excerpt:
      "<p>This assignment covers updating selected household data in the social registry and validating the updated records, so that the register stays current and reliable.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-for-partial-data-update-and-validation-of-the-social-registry.pdf",
    type: "download",
  },
  {
    id: 4,
    provenance: "illustrative",
    title: "Terms of Reference: Call Sorting Concept Note for the Rapid Response Register",
    date: "February 7, 2022",
    excerpt:
      "<p>NASSCO seeks support to develop a concept note on sorting and handling calls received in connection with the Rapid Response Register.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-call-sorting-concept-note-for-the-rapid-response-register.pdf",
    type: "download",
  },
  {
    id: 5,
    provenance: "illustrative",
    title: "Terms of Reference for the External Financial Audit",
    date: "October 18, 2021",
    excerpt:
      "<p>NASSCO seeks an independent audit firm to carry out an external audit of the project's financial statements, in line with the applicable financing and reporting requirements.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-for-the-external-financial-audit.pdf",
    type: "download",
  },
  {
    id: 6,
    provenance: "illustrative",
    title: "Terms of Reference for a Disability Assessment",
    date: "June 28, 2021",
    excerpt:
      "<p>This assignment is to assess how disability is identified and recorded in the social register, and to recommend ways to make registration and programmes more inclusive of persons with disabilities.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-for-a-disability-assessment.pdf",
    type: "download",
  },
  {
    id: 7,
    provenance: "illustrative",
    title: "Terms of Reference for Impact Evaluation Follow-up Data Collection",
    date: "March 15, 2021",
    excerpt:
      "<p>NASSCO seeks a firm to collect follow-up survey data from households in the impact evaluation sample, to help measure the effects of the safety net programme over time.</p>",
    imageUrl: "",
    link: "/files/tenders/terms-of-reference-for-impact-evaluation-follow-up-data-collection.pdf",
    type: "download",
  },
];
