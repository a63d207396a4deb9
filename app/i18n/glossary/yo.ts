import type { Glossary } from "./types";

/** Yorùbá (types.ts says how the list is read). */
export const yo: Glossary = [
  { idea: "a number (a phone's, a case's)", use: "nọ́mbà", avoid: ["nọ́ńbà"] },
  { idea: "a case's reference", use: "nọ́mbà ìtọ́kasí", avoid: [] },
  { idea: "the code that opens a case's status", use: "kóòdù", avoid: [] },
  {
    idea: "a grievance (the office's list of them)",
    use: "ẹ̀dùn-ọkàn",
    avoid: ["ẹ̀sùn", "àròyé", "ẹjọ́"],
    note: "ẹ̀sùn is an accusation and ẹjọ́ a case at law: neither is what a household brings.",
  },
  { idea: "what a person sends about a problem", use: "ìròyìn", avoid: [] },
  { idea: "report a problem", use: "Ròyìn ìṣòro", avoid: [] },
  { idea: "a household", use: "ìdílé", avoid: ["agbo ilé"] },
  { idea: "Is this real?", use: "Ṣé òótọ́ ni?", avoid: [] },
  { idea: "the toll-free line, 969", use: "ìpè ọ̀fẹ́", avoid: ["ìlà ọ̀fẹ́"] },
];
