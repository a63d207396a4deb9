import type { NoticeSeed } from "./seed-types";

/**
 * The banner's notices at launch, as the seed writes them into `notice`
 * (prisma/seeds/content.ts); they were public/notifications.json. From then
 * on the office edits the rows.
 */
export const noticeSeed: NoticeSeed[] = [
  {
    id: "call-969-for-enquiries-and-complaints",
    title: "Call 969, the toll-free line, for enquiries and complaints about the National Social Register",
    shownOn: "2026-11-02",
    provenance: "illustrative",
  },
  {
    id: "request-nsr-data-online",
    title: "Organisations can now request NSR data online with the Data Access Request Form",
    shownOn: "2026-10-20",
    provenance: "illustrative",
  },
  {
    id: "nassco-never-charges-fees",
    title: "NASSCO never charges fees for jobs or registration: report any such request on 969",
    shownOn: "2026-10-06",
    provenance: "illustrative",
  },
  {
    id: "nsr-summary-by-lga-searchable",
    title: "The NSR summary by LGA can now be searched, sorted and downloaded as CSV",
    shownOn: "2026-09-29",
    provenance: "illustrative",
  },
  {
    id: "new-policy-and-governance-documents",
    title: "New policy and governance documents added to the Resource Hub",
    shownOn: "2026-09-15",
    provenance: "illustrative",
  },
];
