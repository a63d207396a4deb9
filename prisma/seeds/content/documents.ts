import type { LibraryEntrySeed } from "./seed-types";

/**
 * The policy and governance documents the site launched with, newest first,
 * as the seed writes them into policy_document (prisma/seeds/content.ts).
 * From then on the office edits the rows. Each file is at
 * /files/documents/<id>.pdf, and each cover image, where there is one, at
 * /images/documents/<id>.svg. Summaries are Markdown.
 */
export const documentSeed: LibraryEntrySeed[] = [
  {
    id: "social-protection-status-report",
    title: "Social Protection Status Report",
    publishedOn: "2023-02-16",
    provenance: "illustrative",
    summary:
      "A status report on social protection in Nigeria, looking at the main programmes, the systems that support them and the progress made in building a coordinated national approach.",
    imageUrl: "/images/documents/social-protection-status-report.svg",
    fileUrl: "/files/documents/social-protection-status-report.pdf",
  },
  {
    id: "data-mining-and-verification-guideline",
    title: "Data Mining and Verification Guideline",
    publishedOn: "2022-11-08",
    provenance: "illustrative",
    summary:
      "Guidance on checking the quality of National Social Register (NSR) data, including how records are reviewed for errors, duplicates and gaps and how issues found are verified and corrected.",
    imageUrl: "/images/documents/data-mining-and-verification-guideline.svg",
    fileUrl: "/files/documents/data-mining-and-verification-guideline.pdf",
  },
  {
    id: "household-information-update-procedure",
    title: "Household Information Update Procedure",
    publishedOn: "2022-07-21",
    provenance: "illustrative",
    summary:
      "Sets out how changes to a household's details in the NSR, such as new members, a change of address or other changed circumstances, are recorded, checked and approved.",
    imageUrl: "/images/documents/household-information-update-procedure.svg",
    fileUrl: "/files/documents/household-information-update-procedure.pdf",
  },
  {
    id: "tracing-protocols-for-locating-and-updating-households",
    title: "Tracing Protocols for Locating and Updating Households",
    publishedOn: "2022-04-12",
    provenance: "illustrative",
    summary:
      "Protocols for finding households already listed in the NSR, for example when they have moved or their contact details have changed, so that their records can be confirmed and brought up to date.",
    imageUrl: "/images/documents/tracing-protocols-for-locating-and-updating-households.svg",
    fileUrl: "/files/documents/tracing-protocols-for-locating-and-updating-households.pdf",
  },
  {
    id: "procedure-for-access-to-the-nsr-and-data-access-request-form",
    title: "Procedure for Access to the NSR and Data Access Request Form",
    publishedOn: "2021-10-05",
    provenance: "illustrative",
    summary:
      "Explains who may request data from the NSR, the conditions that apply and how requests are reviewed. It includes the **data access request form** that organisations complete when making a request.",
    fileUrl: "/files/documents/procedure-for-access-to-the-nsr-and-data-access-request-form.pdf",
  },
  {
    id: "data-sharing-memorandum-of-understanding-template",
    title: "Data-Sharing Memorandum of Understanding (Template)",
    publishedOn: "2021-06-24",
    provenance: "illustrative",
    summary:
      "A template agreement for sharing NSR data with government bodies and partners, covering the purpose of the sharing, data protection duties and the responsibilities of each party.",
    fileUrl: "/files/documents/data-sharing-memorandum-of-understanding-template.pdf",
  },
  {
    id: "nsr-data-flow-procedure",
    title: "NSR Data Flow Procedure",
    publishedOn: "2021-03-03",
    provenance: "illustrative",
    summary:
      "Describes how household data moves from collection in the communities through the State Social Register to the National Social Register, and who is responsible at each stage.",
    imageUrl: "/images/documents/nsr-data-flow-procedure.svg",
    fileUrl: "/files/documents/nsr-data-flow-procedure.pdf",
  },
  {
    id: "nsr-status-report-september-2020",
    title: "NSR Status Report: September 2020",
    publishedOn: "2020-09-30",
    provenance: "illustrative",
    summary:
      "A status report on the National Social Register as at September 2020, covering progress with registration across states and the main activities of the period.",
    imageUrl: "/images/documents/nsr-status-report-september-2020.svg",
    fileUrl: "/files/documents/nsr-status-report-september-2020.pdf",
  },
  {
    id: "nsr-status-report-april-2020",
    title: "NSR Status Report: April 2020",
    publishedOn: "2020-04-30",
    provenance: "illustrative",
    summary:
      "A status report on the National Social Register as at April 2020, summarising progress with building the register in the states and local government areas.",
    imageUrl: "/images/documents/nsr-status-report-april-2020.svg",
    fileUrl: "/files/documents/nsr-status-report-april-2020.pdf",
  },
  {
    id: "advancing-social-protection-in-nigeria",
    title: "Advancing Social Protection in Nigeria",
    publishedOn: "2019-11-14",
    provenance: "illustrative",
    summary:
      "A report on the state of social protection in Nigeria, the challenges facing poor and vulnerable households and options for strengthening programmes and delivery systems.",
    imageUrl: "/images/documents/advancing-social-protection-in-nigeria.svg",
    fileUrl: "/files/documents/advancing-social-protection-in-nigeria.pdf",
  },
  {
    id: "nsr-data-collection-form-household-questionnaire",
    title: "NSR Data Collection Form (Household Questionnaire)",
    publishedOn: "2019-01-15",
    provenance: "illustrative",
    summary:
      "The household questionnaire used to collect information for the NSR, including questions on household members, housing, assets and living conditions.",
    fileUrl: "/files/documents/nsr-data-collection-form-household-questionnaire.pdf",
  },
  {
    id: "social-safety-nets-in-africa-world-bank-regional-report",
    title: "Social Safety Nets in Africa: World Bank Regional Report",
    publishedOn: "2018-06-12",
    provenance: "illustrative",
    summary:
      "A World Bank regional report on safety nets in Africa, reviewing how countries on the continent design, finance and deliver safety net programmes and what they have learned.",
    fileUrl: "/files/documents/social-safety-nets-in-africa-world-bank-regional-report.pdf",
  },
  {
    id: "community-based-targeting-principles",
    title: "Community-Based Targeting Principles",
    publishedOn: "2018-03-20",
    provenance: "illustrative",
    summary:
      "The principles behind community-based targeting, in which communities help identify their poorest and most vulnerable households for inclusion in the social register.",
    imageUrl: "/images/documents/community-based-targeting-principles.svg",
    fileUrl: "/files/documents/community-based-targeting-principles.pdf",
  },
  {
    id: "national-social-safety-nets-project-implementation-manual",
    title: "National Social Safety Nets Project Implementation Manual",
    publishedOn: "2017-10-02",
    provenance: "illustrative",
    summary:
      "The manual for implementing the National Social Safety Nets Project, describing its components, institutional arrangements, and financial management and reporting procedures.",
    imageUrl: "/images/documents/national-social-safety-nets-project-implementation-manual.svg",
    fileUrl: "/files/documents/national-social-safety-nets-project-implementation-manual.pdf",
  },
  {
    id: "draft-national-social-protection-policy",
    title: "Draft National Social Protection Policy",
    publishedOn: "2017-04-06",
    provenance: "illustrative",
    summary:
      "A draft of Nigeria's **National Social Protection Policy**, setting out the government's aims and guiding principles for social protection and how responsibilities are shared across institutions.",
    fileUrl: "/files/documents/draft-national-social-protection-policy.pdf",
  },
];
