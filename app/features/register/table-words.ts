import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/en";
import type { SortKey } from "./view";
import { formatCount } from "~/utils/format";

/** The words of the register table page (/where-we-work/nsr-summary-by-lga), in a language: the messages' `lga`. */
export type LgaWords = Messages["lga"];

/** Each column's heading in the page's words (the CSV keeps the spec's English, features/register/view.ts). */
const COLUMN_WORDS = {
  state: "columnState",
  lga: "columnLga",
  households: "columnHouseholds",
  individuals: "columnIndividuals",
  male: "columnMale",
  female: "columnFemale",
} as const satisfies Record<SortKey, keyof LgaWords>;

export function columnHeading(key: SortKey, words: LgaWords): string {
  return words[COLUMN_WORDS[key]];
}

/**
 * What the table shows: "Showing 21 to 40 of 774 LGAs", or "1 LGA" when one
 * matches; where the file lists an LGA twice under two spellings, its rows
 * and its LGAs apart, so 777 rows are not taken for 777 LGAs (issue 67).
 */
export function lgaCountText(
  {
    first,
    last,
    matches,
    lgas,
    q,
    state,
  }: {
    first: number;
    last: number;
    matches: number;
    /** The LGAs those rows hold, an LGA listed under two spellings counted once. */
    lgas: number;
    q: string;
    state: string;
  },
  words: LgaWords,
): string {
  const within = `${q ? format(words.matching, { query: q }) : ""}${state ? format(words.inState, { state }) : ""}`;
  if (matches === 0) return words.noMatches;
  if (matches === 1) return format(words.oneLga, { within });
  const counts = { first: formatCount(first), last: formatCount(last), matches: formatCount(matches), within };
  if (lgas < matches) return format(words.showingRows, { ...counts, lgas: formatCount(lgas), twice: formatCount(matches - lgas) });
  return format(words.showing, counts);
}
