/** The opening words of the site's lists: documents, tenders, news and the galleries. */
export const listLeads = {
  documents:
    "Policies, manuals, procedures, protocols and reports on the National Social Register and the safety-nets programme. Each document opens as a PDF in a new tab.",
  tenders:
    "Terms of reference for consultancies and services procured by NASSCO. Each notice opens as a PDF in a new tab; apply as it describes.",
  photos: "Photographs from NASSCO's work with states, communities and partners. Choose a category to narrow the list.",
  videos: "Interviews, event highlights and short films about the National Social Register. Choose a category to narrow the list.",
} as const;
