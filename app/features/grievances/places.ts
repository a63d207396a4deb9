/**
 * The register's states and their LGAs, as lga_summary names them (the FCT
 * among the states): the form offers these states, and a typed LGA must be
 * one of its state's. State → its LGAs, in the register's order of names.
 */
export type RegisterPlaces = ReadonlyMap<string, readonly string[]>;

/** Names compared as the register's state sums compare them: without case, spaces or punctuation ("Ido Osi", "ido-osi"). */
export const placeKey = (name: string) => name.toLowerCase().replace(/[\s\p{P}]+/gu, "");

/** The register's spelling of a typed LGA of a state, or null when the state has no such LGA. */
export function registerLga(places: RegisterPlaces, state: string, typed: string): string | null {
  const key = placeKey(typed);
  return places.get(state)?.find((lga) => placeKey(lga) === key) ?? null;
}
