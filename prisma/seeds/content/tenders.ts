import type { LibraryEntrySeed } from "./seed-types";

/**
 * The terms of reference the site launched with, newest first, as the seed
 * writes them into tender (prisma/seeds/content.ts). None gave a closing
 * date, so each shows as closed. From then on the office edits the rows.
 * Each file is at /files/tenders/<id>.pdf. Summaries are Markdown.
 */
export const tenderSeed: LibraryEntrySeed[] = [
  {
    id: "terms-of-reference-for-the-independent-review-of-cash-transfer-households",
    title: "Terms of Reference for the Independent Review of Cash Transfer Households",
    publishedOn: "2022-11-14",
    provenance: "illustrative",
    summary:
      "NASSCO seeks a consultant to carry out an independent review of households receiving cash transfers, to confirm that they meet the eligibility criteria and that their records in the register are accurate.",
    fileUrl: "/files/tenders/terms-of-reference-for-the-independent-review-of-cash-transfer-households.pdf",
  },
  {
    id: "terms-of-reference-for-the-engagement-of-survey-firms-for-validation-and-enumeration",
    title: "Terms of Reference for the Engagement of Survey Firms for Validation and Enumeration",
    publishedOn: "2022-08-22",
    provenance: "illustrative",
    summary:
      "NASSCO invites qualified survey firms to support the validation of existing records and the enumeration of households for the National Social Register in selected states.",
    fileUrl: "/files/tenders/terms-of-reference-for-the-engagement-of-survey-firms-for-validation-and-enumeration.pdf",
  },
  {
    id: "terms-of-reference-for-partial-data-update-and-validation-of-the-social-registry",
    title: "Terms of Reference for Partial Data Update and Validation of the Social Registry",
    publishedOn: "2022-05-10",
    provenance: "illustrative",
    summary:
      "This assignment covers updating selected household data in the social registry and validating the updated records, so that the register stays current and reliable.",
    fileUrl: "/files/tenders/terms-of-reference-for-partial-data-update-and-validation-of-the-social-registry.pdf",
  },
  {
    id: "terms-of-reference-call-sorting-concept-note-for-the-rapid-response-register",
    title: "Terms of Reference: Call Sorting Concept Note for the Rapid Response Register",
    publishedOn: "2022-02-07",
    provenance: "illustrative",
    summary:
      "NASSCO seeks support to develop a concept note on sorting and handling calls received in connection with the Rapid Response Register.",
    fileUrl: "/files/tenders/terms-of-reference-call-sorting-concept-note-for-the-rapid-response-register.pdf",
  },
  {
    id: "terms-of-reference-for-the-external-financial-audit",
    title: "Terms of Reference for the External Financial Audit",
    publishedOn: "2021-10-18",
    provenance: "illustrative",
    summary:
      "NASSCO seeks an independent audit firm to carry out an external audit of the project's financial statements, in line with the applicable financing and reporting requirements.",
    fileUrl: "/files/tenders/terms-of-reference-for-the-external-financial-audit.pdf",
  },
  {
    id: "terms-of-reference-for-a-disability-assessment",
    title: "Terms of Reference for a Disability Assessment",
    publishedOn: "2021-06-28",
    provenance: "illustrative",
    summary:
      "This assignment is to assess how disability is identified and recorded in the social register, and to recommend ways to make registration and programmes more inclusive of persons with disabilities.",
    fileUrl: "/files/tenders/terms-of-reference-for-a-disability-assessment.pdf",
  },
  {
    id: "terms-of-reference-for-impact-evaluation-follow-up-data-collection",
    title: "Terms of Reference for Impact Evaluation Follow-up Data Collection",
    publishedOn: "2021-03-15",
    provenance: "illustrative",
    summary:
      "NASSCO seeks a firm to collect follow-up survey data from households in the impact evaluation sample, to help measure the effects of the safety net programme over time.",
    fileUrl: "/files/tenders/terms-of-reference-for-impact-evaluation-follow-up-data-collection.pdf",
  },
];
