import type { Locale } from "../../../../app/i18n/locales";
import { ha } from "./ha";
import { ig } from "./ig";
import { pcm } from "./pcm";
import type { ContentTranslations } from "./types";
import { yo } from "./yo";

/** Each language's translations of the content readers need first, as written here: drafts until the office reviews them. */
export const contentTranslations: Record<Exclude<Locale, "en">, ContentTranslations> = { ha, yo, ig, pcm };
