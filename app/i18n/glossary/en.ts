import type { Glossary } from "./types";

/** English: the words every other language's list translates (types.ts says how they are read). */
export const en: Glossary = [
  { idea: "a case's reference", use: "reference", avoid: ["tracking number", "case number", "ticket number"] },
  { idea: "the code that opens a case's status", use: "code", avoid: ["access code", "secret code", "tracking code"] },
  { idea: "a grievance (the office's list of them)", use: "grievance", avoid: ["complaint*"] },
  { idea: "what a person sends about a problem", use: "report", avoid: [] },
  { idea: "the register", use: "register", avoid: ["registry", "database of beneficiaries"] },
  { idea: "a household", use: "household", avoid: [] },
  { idea: "Is this real?", use: "Is this real?", avoid: ["Is it real", "Is this genuine", "Is it genuine"] },
  { idea: "the toll-free line, 969", use: "toll-free line", avoid: ["hotline", "helpline", "help line", "freephone"] },
];
