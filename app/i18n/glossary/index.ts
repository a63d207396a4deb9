import type { Locale } from "../locales";
import { en } from "./en";
import { ha } from "./ha";
import { ig } from "./ig";
import { pcm } from "./pcm";
import type { Glossary } from "./types";
import { yo } from "./yo";

export type { Glossary, GlossaryTerm } from "./types";

/** Each language's terms for the ideas the site names (decision 0103). */
export const glossaries: Record<Locale, Glossary> = { en, ha, yo, ig, pcm };
