import lgaList from "../../../data/nigeria-lgas.json";
import { nearestName, placeKey } from "./names";

/**
 * The register's reference data, once: the states and LGAs a file's rows may
 * name. The list is data/nigeria-lgas.json (the 36 states and the FCT, as
 * the register and app/content/states.ts name them, and their 774 LGAs), the
 * known other spellings below, and the LGAs an administrator has added since
 * (table register_lga_added), each a new or renamed LGA. Names match without
 * regard to case, spaces or punctuation, as the coverage page counts them
 * ("Ido Osi", "Ido-Osi"); the state is stored as the list names it, and the
 * LGA as the file writes it unless it was one of the other spellings (decision 0083).
 * Below the register, the grievance form and the payment windows, which all name places (0108).
 */
export const REGISTER_LGAS: Readonly<Record<string, readonly string[]>> = lgaList;
export const REGISTER_STATES: readonly string[] = Object.keys(lgaList);

/** Each LGA name on the list, by its key, with the states that have an LGA of that name (Surulere: Lagos and Oyo). */
export const STATES_OF_LGA: ReadonlyMap<string, { lga: string; states: readonly string[] }> = (() => {
  const byKey = new Map<string, { lga: string; states: string[] }>();
  for (const [state, names] of Object.entries(REGISTER_LGAS))
    for (const lga of names) {
      const named = byKey.get(placeKey(lga)) ?? { lga, states: [] };
      named.states.push(state);
      byKey.set(placeKey(lga), named);
    }
  return byKey;
})();

/**
 * States written otherwise, as files and lists write them, and the list's name of each. Case,
 * spaces and punctuation never matter ("Akwa-Ibom", "F.C.T."), so only other words are here.
 */
export const STATE_SPELLINGS: Readonly<Record<string, string>> = {
  // The Constitution (s. 3(4)) names it "the Federal Capital Territory, Abuja"; the site's other
  // lists write it out (app/content/states.ts); the register writes "FCT".
  "Federal Capital Territory": "FCT",
  "Federal Capital Territory, Abuja": "FCT",
  Abuja: "FCT",
  "FCT Abuja": "FCT",
  "Abuja FCT": "FCT",
  // The older spelling of the state (and of the town it is named after), still common; the
  // Constitution (s. 3(1)) writes Nasarawa.
  Nassarawa: "Nasarawa",
};

/** LGAs written otherwise, and the list's name of each, in their state. */
export const LGA_SPELLINGS: readonly { state: string; spelling: string; lga: string }[] = [
  // Renamed by the Constitution (Fifth Alteration) Acts, 2023: an older file has the old names.
  { state: "Ogun", spelling: "Egbado North", lga: "Yewa North" },
  { state: "Ogun", spelling: "Egbado South", lga: "Yewa South" },
  // The Constitution's First Schedule, Part II, names the area council "Abuja Municipal"; the
  // council calls itself Abuja Municipal Area Council, AMAC for short.
  { state: "FCT", spelling: "Abuja Municipal", lga: "Municipal Area Council" },
  { state: "FCT", spelling: "Abuja Municipal Area Council", lga: "Municipal Area Council" },
  { state: "FCT", spelling: "AMAC", lga: "Municipal Area Council" },
  // The older spelling of Nasarawa (above), in the LGAs named after it.
  { state: "Kano", spelling: "Nassarawa", lga: "Nasarawa" },
  { state: "Nasarawa", spelling: "Nassarawa", lga: "Nasarawa" },
  { state: "Nasarawa", spelling: "Nassarawa Eggon", lga: "Nasarawa Eggon" },
];

/**
 * What a name may be followed by: states call themselves "Kano State", LGAs "Dala Local
 * Government Area" or "Dala LGA". No name on the list ends so.
 */
const STATE_WORD = /\s+state$/i;
const LGA_WORDS = /\s+(?:l\.?\s?g\.?\s?a\.?|local\s+government(?:\s+area)?)$/i;

/** An LGA an administrator added to the list: new, or renamed, since data/nigeria-lgas.json. */
export interface AddedLga {
  state: string;
  lga: string;
}

/** A row's state and LGA as they are stored, or what is wrong, naming the row; an LGA not on its state's list may be added. */
export type PlaceCheck = { state: string; lga: string } | { problem: string; unknown?: AddedLga };

export interface RegisterReference {
  check(row: number, state: string, lga: string): PlaceCheck;
}

/** A name on the list, by its key: what to store (null: the file's own spelling) and what to suggest. */
interface Known {
  name: string;
  stored: string | null;
}

/**
 * The name on the list nearest to a written one, if one is near enough to be a slip of the
 * keyboard: at most half its letters different. The first of the list's order wins a tie.
 */
function nearest(written: string, known: ReadonlyMap<string, Known>): string | null {
  // The keys are placeKeys already, so the nearest key is the nearest name's.
  const key = nearestName(written, [...known.keys()]);
  return key === null ? null : known.get(key)!.name;
}

const didYouMean = (name: string | null) => (name ? ` Did you mean "${name}"?` : "");

/** "Kwara and Osun", "Benue, Nasarawa and Plateau". */
const andList = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));

/** The list, with the LGAs an administrator added, ready to check rows. */
export function registerReference(added: readonly AddedLga[] = []): RegisterReference {
  const states = new Map<string, Known>();
  for (const state of REGISTER_STATES) states.set(placeKey(state), { name: state, stored: state });
  for (const [spelling, state] of Object.entries(STATE_SPELLINGS)) states.set(placeKey(spelling), { name: state, stored: state });

  const lgas = new Map<string, Map<string, Known>>(REGISTER_STATES.map((state) => [state, new Map()]));
  for (const [state, names] of Object.entries(REGISTER_LGAS))
    for (const name of names) lgas.get(state)!.set(placeKey(name), { name, stored: null });
  for (const { state, spelling, lga } of LGA_SPELLINGS) lgas.get(state)!.set(placeKey(spelling), { name: lga, stored: lga });
  for (const { state, lga } of added) lgas.get(state)?.set(placeKey(lga), { name: lga, stored: null });

  return {
    check(row, writtenState, writtenLga) {
      const state = (states.get(placeKey(writtenState)) ?? states.get(placeKey(writtenState.replace(STATE_WORD, ""))))?.stored;
      if (!state) {
        return {
          problem: `Row ${row}: "${writtenState}" is not one of the 36 states and the FCT.${didYouMean(nearest(writtenState, states))}`,
        };
      }
      const known = lgas.get(state)!;
      const lga = known.get(placeKey(writtenLga));
      if (lga) return { state, lga: lga.stored ?? writtenLga };
      // Stored as the list names it: the coverage page, which compares names, would not see it is the same LGA.
      const bare = known.get(placeKey(writtenLga.replace(LGA_WORDS, "")));
      if (bare) return { state, lga: bare.name };
      // Which states have an LGA of that name, for a row that gives it the wrong state ("Ifelodun", "Surulere").
      const elsewhere = (STATES_OF_LGA.get(placeKey(writtenLga))?.states ?? []).filter((other) => other !== state);
      return {
        problem:
          `Row ${row}: "${writtenLga}" is not an LGA of ${state} in the register's list` +
          (elsewhere.length ? ` (${andList(elsewhere)} ${elsewhere.length > 1 ? "have" : "has"} an LGA of that name).` : ".") +
          `${didYouMean(nearest(writtenLga, known))} If it is a new or renamed LGA, an administrator adds it to the list first.`,
        unknown: { state, lga: writtenLga.replace(LGA_WORDS, "") },
      };
    },
  };
}
