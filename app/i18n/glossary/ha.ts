import type { Glossary } from "./types";

/** Hausa (types.ts says how the list is read). */
export const ha: Glossary = [
  { idea: "a case's reference", use: "lambar shaida", avoid: ["lambar bibiya*", "lambar tunani"] },
  { idea: "the code that opens a case's status", use: "lambar sirri", avoid: ["lambar asiri*"] },
  { idea: "a grievance (the office's list of them)", use: "ƙorafi", avoid: ["koke*", "korafi*"] },
  { idea: "what a person sends about a problem", use: "rahoto", avoid: [] },
  { idea: "the register", use: "rajista", avoid: ["rijista*", "rejista*"] },
  { idea: "a household", use: "gida", avoid: ["iyali*"] },
  { idea: "Is this real?", use: "Gaskiya ne?", avoid: ["Da gaske ne"] },
  { idea: "the toll-free line, 969", use: "kyauta", avoid: ["layin taimako"] },
];
