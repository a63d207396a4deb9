import type { LibraryEntry } from "~/content/library-types";

/**
 * The policy and governance document library, shown on
 * /resource-hub/policy-and-governance-documents, newest first. Each PDF is at
 * /files/documents/<slug>.pdf and each cover image, where there is one, at
 * /images/documents/<slug>.svg (the title, lowercased, with other characters
 * removed and runs of spaces and hyphens turned into one hyphen).
 */
export const documents: LibraryEntry[] = [
  {
    id: 1,
    provenance: "illustrative",
    title: "Social Protection Status Report",
    date: "February 16, 2023",
    excerpt:
      "<p>A status report on social protection in Nigeria, looking at the main programmes, the systems that support them and the progress made in building a coordinated national approach.</p>",
    imageUrl: "/images/documents/social-protection-status-report.svg",
    link: "/files/documents/social-protection-status-report.pdf",
    type: "download",
  },
  {
    id: 2,
    provenance: "illustrative",
    title: "Data Mining and Verification Guideline",
    date: "November 8, 2022",
    excerpt:
      "<p>Guidance on checking the quality of National Social Register (NSR) data, including how records are reviewed for errors, duplicates and gaps and how issues found are verified and corrected.</p>",
    imageUrl: "/images/documents/data-mining-and-verification-guideline.svg",
    link: "/files/documents/data-mining-and-verification-guideline.pdf",
    type: "download",
  },
  {
    id: 3,
    provenance: "illustrative",
    title: "Household Information Update Procedure",
    date: "July 21, 2022",
    excerpt:
      "<p>Sets out how changes to a household's details in the NSR, such as new members, a change of address or other changed circumstances, are recorded, checked and approved.</p>",
    imageUrl: "/images/documents/household-information-update-procedure.svg",
    link: "/files/documents/household-information-update-procedure.pdf",
    type: "download",
  },
  {
    id: 4,
    provenance: "illustrative",
    title: "Tracing Protocols for Locating and Updating Households",
    date: "April 12, 2022",
    excerpt:
      "<p>Protocols for finding households already listed in the NSR, for example when they have moved or their contact details have changed, so that their records can be confirmed and brought up to date.</p>",
    imageUrl: "/images/documents/tracing-protocols-for-locating-and-updating-households.svg",
    link: "/files/documents/tracing-protocols-for-locating-and-updating-households.pdf",
    type: "download",
  },
  {
    id: 5,
    provenance: "illustrative",
    title: "Procedure for Access to the NSR and Data Access Request Form",
    date: "October 5, 2021",
    excerpt:
      "<p>Explains who may request data from the NSR, the conditions that apply and how requests are reviewed. It includes the <strong>data access request form</strong> that organisations complete when making a request.</p>",
    imageUrl: "",
    link: "/files/documents/procedure-for-access-to-the-nsr-and-data-access-request-form.pdf",
    type: "download",
  },
  {
    id: 6,
    provenance: "illustrative",
    title: "Data-Sharing Memorandum of Understanding (Template)",
    date: "June 24, 2021",
    excerpt:
      "<p>A template agreement for sharing NSR data with government bodies and partners, covering the purpose of the sharing, data protection duties and the responsibilities of each party.</p>",
    imageUrl: "",
    link: "/files/documents/data-sharing-memorandum-of-understanding-template.pdf",
    type: "download",
  },
  {
    id: 7,
    provenance: "illustrative",
    title: "NSR Data Flow Procedure",
    date: "March 3, 2021",
    excerpt:
      "<p>Describes how household data moves from collection in the communities through the State Social Register to the National Social Register, and who is responsible at each stage.</p>",
    imageUrl: "/images/documents/nsr-data-flow-procedure.svg",
    link: "/files/documents/nsr-data-flow-procedure.pdf",
    type: "download",
  },
  {
    id: 8,
    provenance: "illustrative",
    title: "NSR Status Report: September 2020",
    date: "September 30, 2020",
    excerpt:
      "<p>A status report on the National Social Register as at September 2020, covering progress with registration across states and the main activities of the period.</p>",
    imageUrl: "/images/documents/nsr-status-report-september-2020.svg",
    link: "/files/documents/nsr-status-report-september-2020.pdf",
    type: "download",
  },
  {
    id: 9,
    provenance: "illustrative",
    title: "NSR Status Report: April 2020",
    date: "April 30, 2020",
    excerpt:
      "<p>A status report on the National Social Register as at April 2020, summarising progress with building the register in the states and local government areas.</p>",
    imageUrl: "/images/documents/nsr-status-report-april-2020.svg",
    link: "/files/documents/nsr-status-report-april-2020.pdf",
    type: "download",
  },
  {
    id: 10,
    provenance: "illustrative",
    title: "Advancing Social Protection in Nigeria",
    date: "November 14, 2019",
    excerpt:
      "<p>A report on the state of social protection in Nigeria, the challenges facing poor and vulnerable households and options for strengthening programmes and delivery systems.</p>",
    imageUrl: "/images/documents/advancing-social-protection-in-nigeria.svg",
    link: "/files/documents/advancing-social-protection-in-nigeria.pdf",
    type: "download",
  },
  {
    id: 11,
    provenance: "illustrative",
    title: "NSR Data Collection Form (Household Questionnaire)",
    date: "January 15, 2019",
    excerpt:
      "<p>The household questionnaire used to collect information for the NSR, including questions on household members, housing, assets and living conditions.</p>",
    imageUrl: "",
    link: "/files/documents/nsr-data-collection-form-household-questionnaire.pdf",
    type: "download",
  },
  {
    id: 12,
    provenance: "illustrative",
    title: "Social Safety Nets in Africa: World Bank Regional Report",
    date: "June 12, 2018",
    excerpt:
      "<p>A World Bank regional report on safety nets in Africa, reviewing how countries on the continent design, finance and deliver safety net programmes and what they have learned.</p>",
    imageUrl: "",
    link: "/files/documents/social-safety-nets-in-africa-world-bank-regional-report.pdf",
    type: "download",
  },
  {
    id: 13,
    provenance: "illustrative",
    title: "Community-Based Targeting Principles",
    date: "March 20, 2018",
    excerpt:
      "<p>The principles behind community-based targeting, in which communities help identify their poorest and most vulnerable households for inclusion in the social register.</p>",
    imageUrl: "/images/documents/community-based-targeting-principles.svg",
    link: "/files/documents/community-based-targeting-principles.pdf",
    type: "download",
  },
  {
    id: 14,
    provenance: "illustrative",
    title: "National Social Safety Nets Project Implementation Manual",
    date: "October 2, 2017",
    excerpt:
      "<p>The manual for implementing the National Social Safety Nets Project, describing its components, institutional arrangements, and financial management and reporting procedures.</p>",
    imageUrl: "/images/documents/national-social-safety-nets-project-implementation-manual.svg",
    link: "/files/documents/national-social-safety-nets-project-implementation-manual.pdf",
    type: "download",
  },
  {
    id: 15,
    provenance: "illustrative",
    title: "Draft National Social Protection Policy",
    date: "April 6, 2017",
    excerpt:
      "<p>A draft of Nigeria's <strong>National Social Protection Policy</strong>, setting out the government's aims and guiding principles for social protection and how responsibilities are shared across institutions.</p>",
    imageUrl: "",
    link: "/files/documents/draft-national-social-protection-policy.pdf",
    type: "download",
  },
];
