import type { KnownFakeSeed } from "./seed-types";

/**
 * The fakes at launch: those ../shared/research/public-facts.md names with a
 * dated report ("Known scams"), each labelled with its source and "to be
 * confirmed by the office". Two schemes it names (a WhatsApp group charging
 * ₦300, a page charging ₦500) carry no date in the notes, and a dated list
 * cannot guess one: the office adds them when it has checked their dates
 * (decision 0069).
 */
export const knownFakeSeed: KnownFakeSeed[] = [
  {
    // NITDA flagged two fake cash-transfer sites harvesting personal data (Punch, 3 February 2025).
    id: "site-nctocct-com",
    kind: "site",
    lookedLike: "nctocct.com",
    askedFor: "personal-data",
    reportedOn: "2025-02-03",
    provenance: "published",
    source: { url: "https://punchng.com/", asAt: "2025-02-03" },
  },
  {
    id: "site-huppcct-com-ng",
    kind: "site",
    lookedLike: "huppcct.com.ng",
    askedFor: "personal-data",
    reportedOn: "2025-02-03",
    provenance: "published",
    source: { url: "https://punchng.com/", asAt: "2025-02-03" },
  },
  {
    // The Minister warned of a fake "₦50,000 Child Support Fund" (Daily Post, 19 November 2023); the report names no demand.
    id: "scheme-child-support-fund",
    kind: "scheme",
    lookedLike: "₦50,000 Child Support Fund",
    reportedOn: "2023-11-19",
    provenance: "published",
    source: { url: "https://dailypost.ng/", asAt: "2023-11-19" },
  },
];
