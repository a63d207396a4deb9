import type { Locale } from "~/i18n/locales";

/**
 * The notice on a page's last good copy, served while the database is down
 * (decision 0078), where a reader would act on old data: `outdated` always,
 * then `form` and `closingDates` as the page has them, then `call`. Server
 * only: no page's data carries them. English exact and plain; the other four
 * drafts until the office reviews them (decision 0045).
 */
export interface StaleNoticeWords {
  outdated: string;
  form: string;
  closingDates: string;
  call: string;
}

export const staleNoticeWords: Record<Locale, StaleNoticeWords> = {
  en: {
    outdated: "This page may be out of date.",
    form: "The form on this page cannot be sent just now.",
    closingDates: "Closing dates on it may have changed.",
    call: "Please try again later, or call 969 (toll-free).",
  },
  ha: {
    outdated: "Wataƙila bayanan wannan shafi ba na yanzu ba ne.",
    form: "Ba za a iya aika fom ɗinsa yanzu ba.",
    closingDates: "Wataƙila ranakun rufewa da ke cikinsa sun canza.",
    call: "Da fatan za ku sake gwadawa daga baya, ko ku kira 969 (kyauta).",
  },
  yo: {
    outdated: "Àlàyé ojú-ìwé yìí lè ti di àtijọ́.",
    form: "A kò lè fi fọ́ọ̀mù rẹ̀ ránṣẹ́ báyìí.",
    closingDates: "Ọjọ́ ìparí tó wà lórí rẹ̀ lè ti yí padà.",
    call: "Ẹ jọ̀wọ́ ẹ tún gbìyànjú nígbà míì, tàbí kí ẹ pe 969 (ọ̀fẹ́).",
  },
  ig: {
    outdated: "Ọ nwere ike ịbụ na ihe dị n'ibe a abụghị nke ugbu a.",
    form: "Enweghị ike iziga fọm ya ugbu a.",
    closingDates: "Ọ nwere ike ịbụ na ụbọchị mmechi dị na ya agbanweela.",
    call: "Biko nwaa ọzọ ma emechaa, ma ọ bụ kpọọ 969 (n'efu).",
  },
  pcm: {
    outdated: "Wetin dey dis page fit don old.",
    form: "Di form for here no fit send now.",
    closingDates: "Di closing dates for here fit don change.",
    call: "Abeg try again later, or call 969 (free).",
  },
};
