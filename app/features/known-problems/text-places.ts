import { placeKey } from "~/features/places/names";
import { STATES_OF_LGA } from "~/features/places/reference";

/** The most words an LGA's name has ("Isiala Ngwa North"). */
const LGA_WORDS = 4;

/**
 * The register's LGAs a text names, each with its state (both, for a name two states share, as
 * Surulere), in the order the text names them: a text report's places, for its known problem
 * (decision 0112). Names match as the register's other checks match them, without regard to case,
 * spaces or punctuation; the longest name at a word wins ("Kano Municipal" over "Kano").
 */
export function placesNamedIn(text: string): { state: string; lga: string }[] {
  const words = text.split(/[^\p{L}\p{N}/'-]+/u).filter(Boolean);
  const places: { state: string; lga: string }[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let count = Math.min(LGA_WORDS, words.length - start); count >= 1; count -= 1) {
      const named = STATES_OF_LGA.get(placeKey(words.slice(start, start + count).join(" ")));
      if (!named) continue;
      for (const state of named.states)
        if (!places.some((place) => place.state === state && place.lga === named.lga)) places.push({ state, lga: named.lga });
      start += count - 1;
      break;
    }
  }
  return places;
}
