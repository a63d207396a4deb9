import type { Glossary } from "./types";

/** Igbo (types.ts says how the list is read). */
export const ig: Glossary = [
  { idea: "a number (a phone's, a case's)", use: "nọmba", avoid: ["nọ́mba", "nomba"] },
  { idea: "a case's reference", use: "nọmba ntụaka", avoid: [] },
  { idea: "the code that opens a case's status", use: "koodu", avoid: [] },
  { idea: "a grievance (the office's list of them)", use: "mkpesa", avoid: [] },
  { idea: "what a person sends about a problem", use: "akụkọ", avoid: [] },
  { idea: "report a problem", use: "Kọọ nsogbu", avoid: [] },
  { idea: "a household", use: "ezinaụlọ", avoid: [] },
  { idea: "Is this real?", use: "Ọ bụ eziokwu?", avoid: [] },
  { idea: "the toll-free line, 969", use: "n'efu", avoid: [] },
];
