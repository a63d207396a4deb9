import type { Glossary } from "./types";

/**
 * Hausa (types.ts says how the list is read). The reader is addressed with
 * the plural "ku", as a government page addresses the public (decision
 * 0103): the masculine singular forms are variants. "kai" is left out of
 * them, since it is also the verb of "kai rahoto" (to make a report).
 */
export const ha: Glossary = [
  { idea: "a case's reference", use: "lambar shaida", avoid: ["lambar bibiya*", "lambar bayani*", "lambar tunani"] },
  { idea: "the code that opens a case's status", use: "lambar sirri", avoid: ["lambar asiri*"] },
  { idea: "a grievance (the office's list of them)", use: "ƙorafi", avoid: ["koke*", "korafi*"] },
  { idea: "what a person sends about a problem", use: "rahoto", avoid: [] },
  { idea: "the register", use: "rajista", avoid: ["rijista*", "rejista*"] },
  { idea: "a household", use: "gida", avoid: ["iyali*"] },
  { idea: "Is this real?", use: "Gaskiya ne?", avoid: ["Da gaske ne"] },
  { idea: "the toll-free line, 969", use: "kyauta", avoid: ["layin taimako"] },
  {
    idea: "you, the reader",
    use: "ku",
    avoid: ["ka", "kana", "kake", "kanka", "naka", "maka", "*nka", "*rka", "game da kai", "shigar da kai"],
    allow: ["barka"],
    note: "Plural and polite, never the masculine singular (decision 0103).",
  },
];
