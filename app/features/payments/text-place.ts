import { states } from "~/content/states";
import { editDistance, placeKey, registerLga } from "~/features/places/names";
import { LGA_SPELLINGS, REGISTER_LGAS, STATE_SPELLINGS } from "~/features/places/reference";

/**
 * The LGA a text names after PAY (decision 0108): "PAY DALA", "pay Dala LGA",
 * "PAY SURULERE LAGOS". Matched as the register's forms match a typed LGA
 * (places/: case, spaces, punctuation, "LGA" or "Local Government" after it,
 * the other spellings), across every state, since a text has no state field;
 * a state may follow the name to choose among the six names two states share.
 */
export type TextPlace =
  | { found: { state: string; lga: string } }
  /** The same name in several states, and no state given: which one. */
  | { which: { lga: string; states: string[] } }
  /** No LGA by that name: the one nearest what was typed, if any is near. */
  | { nearest: { state: string; lga: string } }
  /** Nothing after PAY, or a state alone ("PAY KANO"): how to ask. */
  | { how: "empty" | "state" };

const PLACES = new Map(Object.entries(REGISTER_LGAS));

/** Each way a state is written, as a key, and the register's name of it: "Cross River", "Abuja", "Kano State". */
const STATE_KEYS: [string, string][] = [
  ...states.flatMap((state) =>
    [state.name, state.registerName, `${state.name} State`].map((name): [string, string] => [placeKey(name), state.registerName]),
  ),
  ...Object.entries(STATE_SPELLINGS).map(([spelling, state]): [string, string] => [placeKey(spelling), state]),
].sort((a, b) => b[0].length - a[0].length);

/** An LGA as a state writes it, the list's name or one of its other spellings. */
function lgaIn(state: string, typed: string): string | null {
  const key = placeKey(typed);
  return (
    LGA_SPELLINGS.find((spelling) => spelling.state === state && placeKey(spelling.spelling) === key)?.lga ??
    registerLga(PLACES, state, typed)
  );
}

function everywhere(typed: string): { state: string; lga: string }[] {
  return [...PLACES.keys()].flatMap((state) => {
    const lga = lgaIn(state, typed);
    return lga ? [{ state, lga }] : [];
  });
}

/** The register's name of a state written alone, or null. */
function stateNamed(typed: string): string | null {
  const key = placeKey(typed);
  return STATE_KEYS.find(([stateKey]) => stateKey === key)?.[1] ?? null;
}

/**
 * The LGA names nearest a mistyped one, if near enough to be a slip: a third of its letters at
 * most, and four letters typed at least ("PAY OK" is no LGA's name).
 */
function nearestLgaNames(typed: string): { state: string; lga: string }[] {
  const key = placeKey(typed);
  if (key.length < 4) return [];
  let best: { far: number; places: { state: string; lga: string }[] } = { far: Math.floor(key.length / 3) + 1, places: [] };
  for (const [state, lgas] of PLACES)
    for (const lga of lgas) {
      const far = editDistance(key, placeKey(lga));
      if (far < best.far) best = { far, places: [{ state, lga }] };
      else if (far === best.far && best.places[0]?.lga === lga) best.places.push({ state, lga });
    }
  return best.places;
}

/** The words after the keyword, read as an LGA, an LGA and its state, or a slip of the keyboard. */
export function textPlace(typed: string): TextPlace {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { how: "empty" };
  // The whole as a name first ("Cross River" has no LGA, but "Ibadan North" is one), then the last
  // words as a state, longest first.
  const named = everywhere(words.join(" "));
  if (named.length === 1) return { found: named[0]! };
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const state = stateNamed(words.slice(cut).join(" "));
    const lga = state ? lgaIn(state, words.slice(0, cut).join(" ")) : null;
    if (state && lga) return { found: { state, lga } };
  }
  if (named.length > 1) return { which: { lga: named[0]!.lga, states: named.map((place) => place.state) } };
  if (stateNamed(words.join(" "))) return { how: "state" };
  const nearest = nearestLgaNames(words.join(" "));
  if (nearest.length === 1) return { nearest: nearest[0]! };
  if (nearest.length > 1) return { which: { lga: nearest[0]!.lga, states: nearest.map((place) => place.state) } };
  return { how: "empty" };
}
