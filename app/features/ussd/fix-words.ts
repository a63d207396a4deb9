import type { Locale } from "~/i18n/locales";

/**
 * "Was it fixed?" on the status screen (decision 0110): `question` follows a
 * resolved case's status, above the SMS question's own words for 1 and 2
 * (grievances/sms-words), so it is short. Where the status and the question
 * do not fit one screen (most of Yorùbá's and Igbo's, whose status with its
 * resolution takes most of UCS-2's 79 characters), `resolved` takes the
 * status's place: {reference} alone, its resolution having come by SMS. Then
 * what answering did: yes (thanked), no (the case is reopened with the
 * national office, and its new date comes by SMS, from the status trigger),
 * or closed when the question was no longer open (answered meanwhile, or 90
 * days past), with {tollFree}.
 */
export interface UssdFixWords {
  question: string;
  resolved: string;
  yes: string;
  no: string;
  closed: string;
}

export const USSD_FIX_WORDS: Record<Locale, UssdFixWords> = {
  en: {
    question: "Was it fixed?",
    resolved: "Report {reference} is resolved.",
    yes: "Thank you. Your answer is recorded.",
    no: "Thank you. Your report is reopened and sent to the national office. Its new date comes by SMS.",
    closed: "This question is closed. If the problem is back, report it again or call {tollFree}.",
  },
  ha: {
    question: "An gyara matsalar?",
    resolved: "An warware rahoto {reference}.",
    yes: "Mun gode. Mun rubuta amsarku.",
    no: "Mun sake buɗe rahotonku, yana ofishin ƙasa. Kwanan wata zai zo ta SMS.",
    closed: "An rufe tambayar. Idan matsalar ta dawo, ku sake kai rahoto ko ku kira {tollFree}.",
  },
  yo: {
    question: "Ṣé ó ti yanjú?",
    resolved: "Ìròyìn {reference} ti yanjú.",
    yes: "A dúpẹ́. A ti gba ìdáhùn rẹ.",
    no: "A ti tún ìròyìn rẹ ṣí fún ọ́fíìsì orílẹ̀-èdè. Ọjọ́ tuntun ń bọ̀ ní SMS.",
    closed: "Ìbéèrè yìí ti parí. Tí ìṣòro bá padà, tún ròyìn tàbí pe {tollFree}.",
  },
  ig: {
    question: "Edoziela ya?",
    resolved: "Edozila akụkọ {reference}.",
    yes: "Daalụ. Anyị edeela azịza gị.",
    no: "Anyị emegheela akụkọ gị ọzọ n'ụlọ ọrụ mba. Ụbọchị ọhụrụ ga-abịa na SMS.",
    closed: "Ajụjụ a emechiela. Ọ bụrụ na nsogbu alọghachila, kọọ ya ma ọ bụ kpọọ {tollFree}.",
  },
  pcm: {
    question: "Dem don fix am?",
    resolved: "Report {reference} don settle.",
    yes: "Thank you. We don record your answer.",
    no: "Thank you. We don open your report again and send am to di national office. Di new date go come by SMS.",
    closed: "Dis question don close. If di problem come back, report am again or call {tollFree}.",
  },
};
