import type { Glossary } from "./types";

/** Naijá (types.ts says how the list is read). */
export const pcm: Glossary = [
  { idea: "a case's reference", use: "reference", avoid: ["tracking number", "case number"] },
  { idea: "the code that opens a case's status", use: "code", avoid: ["secret code", "access code"] },
  { idea: "a grievance (the office's list of them)", use: "complain", avoid: ["grievance*"] },
  { idea: "what a person sends about a problem", use: "report", avoid: [] },
  { idea: "a household", use: "household", avoid: [] },
  { idea: "Is this real?", use: "Na real?", avoid: ["Is this real", "E real"] },
  { idea: "the toll-free line, 969", use: "free line", avoid: ["toll-free", "hotline", "helpline"] },
  {
    idea: "the, this, that",
    use: "di",
    avoid: ["the", "this", "these", "that", "those"],
    note: "Naijá writes di, dis and dat, as the SMS words do.",
  },
];
