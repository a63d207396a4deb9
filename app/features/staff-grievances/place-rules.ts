import { GRIEVANCE_LIMITS } from "~/features/grievances/limits";
import { registerLga, type RegisterPlaces } from "~/features/places/names";
import { STATE_NAMES } from "./queue";

/**
 * The place step's check, as the web form checks a report's place: a state
 * the register names and, if typed, one of its LGAs, written as the register
 * spells it. The database checks both again (staff_grievance_place).
 */
export interface PlaceEntries {
  state: string;
  lga: string;
}

export function placeProblems(
  entries: PlaceEntries,
  places: RegisterPlaces,
): { state: string; lga: string | null } | { problems: Record<string, string> } {
  if (!STATE_NAMES.includes(entries.state)) return { problems: { state: "Choose the state it happened in" } };
  if (entries.lga === "") return { state: entries.state, lga: null };
  const lga = entries.lga.length <= GRIEVANCE_LIMITS.lga ? registerLga(places, entries.state, entries.lga) : null;
  if (!lga) {
    return {
      problems: { lga: `Enter a local government area of ${entries.state} as the register names it, or leave it empty` },
    };
  }
  return { state: entries.state, lga };
}
