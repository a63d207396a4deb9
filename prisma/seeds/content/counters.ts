import type { CounterSeed } from "./seed-types";

/**
 * The home page's figures at launch, each set in order, as the seed writes
 * them into counter (prisma/seeds/content.ts). Every figure is the
 * specification's (spec.md, "Home" and "Counters"), undated there. Public
 * reports give rounder figures with dates (19 m households and 68 or 70 m
 * individuals in 2025); they stay with the news that cites them rather than
 * replace these, and no older reported figure is shown here as current.
 */
export const counterSeed: CounterSeed[] = [
  { id: "states", counterSet: "register", value: 36, suffix: "", label: "States in Nigeria + FCT", provenance: "spec" },
  { id: "households", counterSet: "register", value: 19_708_500, suffix: "", label: "Poor & Vulnerable Households", provenance: "spec" },
  { id: "individuals", counterSet: "register", value: 70_901_460, suffix: "", label: "Individuals in PVHH", provenance: "spec" },
  { id: "communities", counterSet: "reach", value: 228_290, suffix: "", label: "Communities", provenance: "spec" },
  { id: "wards", counterSet: "reach", value: 8_000, suffix: "+", label: "Wards", provenance: "spec" },
  { id: "lgas", counterSet: "reach", value: 774, suffix: "", label: "LGAs", provenance: "spec" },
];
