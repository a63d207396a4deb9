import type { Locale } from "~/i18n/locales";

/**
 * Payment alerts from the USSD answer screen (decision 0108): `item`
 * follows the PAY text there as choice 1, in GSM-7 letters so that the
 * screen stays GSM-7 (the text takes 160 of its 182 characters); then what
 * choosing it did, each with {lga}: on (the "alerts on" SMS follows),
 * already on, or five LGAs already.
 */
export interface UssdAlertWords {
  item: string;
  on: string;
  already: string;
  full: string;
}

export const USSD_ALERT_WORDS: Record<Locale, UssdAlertWords> = {
  en: {
    item: "Alerts by SMS",
    on: "Alerts on for {lga}. A text confirms it; text STOP to end them.",
    already: "Alerts for {lga} are already on. Text STOP to end them.",
    full: "You have alerts for five LGAs. Text STOP to end them, then choose again.",
  },
  ha: {
    item: "Sanarwa ta SMS",
    on: "Sanarwar biya ta {lga} ta fara. Za a aiko SMS. Aika STOP don dainawa.",
    already: "Sanarwar {lga} ta riga ta fara. Aika STOP don dainawa.",
    full: "Kuna da sanarwa ta LGA biyar. Aika STOP don dainawa, sannan ku sake zaba.",
  },
  yo: {
    item: "Iroyin ni SMS",
    on: "Iroyin isanwo fun {lga} ti bere. SMS n bo. Fi STOP ranse lati da duro.",
    already: "Iroyin fun {lga} ti bere tele. Fi STOP ranse lati da duro.",
    full: "E ni iroyin fun LGA marun-un. Fi STOP ranse, ki e to tun yan.",
  },
  ig: {
    item: "Ozi site na SMS",
    on: "Ozi ikwu ego maka {lga} amalitela. SMS ga-abia. Zite STOP ka o kwusi.",
    already: "Ozi maka {lga} amalitelarigo. Zite STOP ka o kwusi.",
    full: "I nwere ozi maka LGA ise. Zite STOP, wee horo ozo.",
  },
  pcm: {
    item: "Alert by SMS",
    on: "Alert don start for {lga}. Text go come. Text STOP to end am.",
    already: "Alert for {lga} don already start. Text STOP to end am.",
    full: "You get alert for five LGAs already. Text STOP to end dem, then choose again.",
  },
};
