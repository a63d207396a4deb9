/**
 * The register's states and their LGAs, as lga_summary names them (the FCT
 * among the states): the form offers these states, and a typed LGA must be
 * one of its state's. State → its LGAs, in the register's order of names.
 */
export type RegisterPlaces = ReadonlyMap<string, readonly string[]>;

/** Names compared as the register's state sums compare them: without case, spaces or punctuation ("Ido Osi", "ido-osi"). */
export const placeKey = (name: string) => name.toLowerCase().replace(/[\s\p{P}]+/gu, "");

/** What people add to an LGA's name that the register does not: "Gwale LGA", "Dala Local Government Area", "Fagge L.G.A.". */
const LGA_WORDS = /[\s\p{P}]+(?:l\.?\s*g\.?\s*a\.?|l\.?\s*g\.?|local\s+government(?:\s+area)?|local\s+govt\.?)[\s\p{P}]*$/iu;

/** A typed name's key without those words, and with doubled letters single ("Nassarawa" is the register's "Nasarawa"). */
const looseKey = (name: string) => placeKey(name.replace(LGA_WORDS, "")).replace(/(.)\1+/gu, "$1");

/**
 * The register's spelling of a typed LGA of a state, or null when the state has no such LGA: the
 * same name in any case, spacing or punctuation, or (when that finds one LGA alone) with "LGA" or
 * "Local Government" after it or a letter doubled.
 */
export function registerLga(places: RegisterPlaces, state: string, typed: string): string | null {
  const lgas = places.get(state) ?? [];
  const key = placeKey(typed);
  const exact = lgas.find((lga) => placeKey(lga) === key);
  if (exact) return exact;
  const loose = looseKey(typed);
  const near = lgas.filter((lga) => looseKey(lga) === loose);
  return near.length === 1 ? near[0]! : null;
}

/** Levenshtein's distance: the letters to insert, delete or change to turn one into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The state's LGAs nearest to what was typed, nearest first: what a mistyped name most likely meant. */
export function nearestLgas(places: RegisterPlaces, state: string, typed: string, count = 3): string[] {
  const key = looseKey(typed);
  return [...(places.get(state) ?? [])]
    .map((lga) => ({ lga, far: editDistance(key, looseKey(lga)) }))
    .sort((a, b) => a.far - b.far || a.lga.localeCompare(b.lga))
    .slice(0, count)
    .map((near) => near.lga);
}

/** The name nearest to a typed one, if near enough to be a slip of the keyboard: at most half its letters different. */
export function nearestName(typed: string, names: readonly string[]): string | null {
  const key = placeKey(typed);
  let best: { name: string; far: number } | null = null;
  for (const name of names) {
    const far = editDistance(key, placeKey(name));
    if (far <= Math.floor(Math.max(key.length, placeKey(name).length) / 2) && (!best || far < best.far)) best = { name, far };
  }
  return best?.name ?? null;
}
