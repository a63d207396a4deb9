import type { MailWords } from "./en";

/** The mails' words in Hausa (mail/en.ts says why they are apart from the furniture). */
export const ha: MailWords = {
  signature: "National Social Safety-Nets Coordinating Office (NASSCO), Abuja",
  confirmSubject: "Tabbatar da shigarka jerin masu karɓar labaran NASSCO",
  confirmHeading: "Don Allah tabbatar da shigarka jerin",
  confirmAsked: "Wani, mai yiwuwa kai ne, ya nemi a riƙa aika labarai daga NASSCO zuwa wannan adireshi.",
  confirmHow: "Don fara karɓar labaran, buɗe hanyar (link) da ke ƙasa, sannan ka danna maɓallin da ke shafin.",
  confirmButton: "Tabbatar da shigata jerin",
  confirmExpiry:
    "Hanyar za ta yi aiki na kwanaki {days}. Idan ba kai ne ka nema ba, ka ƙyale wannan saƙo: ba za a aika maka komai ba, kuma za a goge adireshinka.",
  confirmWhy: "Ka karɓi wannan saƙo ne saboda an aika fom ɗin shiga jerin a shafin NASSCO da adireshinka.",
  unsubscribe: "Fita daga jerin",
  ackSubject: "Mun karɓi buƙatarka ta samun bayanai {reference}",
  ackHeading: "Mun karɓi buƙatarka ta samun bayanai",
  ackReference:
    "Lambar shaidar buƙatarka ita ce {reference}. Don Allah ka riƙa rubuta ta a duk lokacin da ka rubuto mana game da wannan buƙata.",
  ackCheck: "Za ka iya duba inda buƙatarka ta kai a kowane lokaci, ba tare da buɗe asusu ba:",
  ackCheckButton: "Duba buƙatata",
  ackOr:
    "Ko ka je {page} ka shigar da lambar shaidarka, {reference}, da wannan lambar sirri: {code}. Ka ajiye wannan imel: ba za a sake aika lambar sirrin ba.",
  ackSummary: "Idan ka fara buɗe wannan shafi, za mu aika maka da taƙaitaccen bayanin abin da ka aiko ta imel.",
  ackNext: "Abin da zai biyo baya:",
  ackStep1:
    "Ofishin zai duba buƙatarka: ko ta bi dokokin rajistar na raba bayanai, ko manufar da bayanan za su yi aiki a kai ta dace, da kuma kare bayanan mutane.",
  ackStep2: "Mai yiwuwa mu tuntuɓe ka don ƙarin bayani game da manufar ko bayanan da kake buƙata.",
  ackStep3: "Idan an amince da buƙatar, za a raba bayanan da suka dace, marasa suna, da ƙungiyarka.",
  ackHowOrganisations: "Yadda ƙungiyoyi ke samun bayanai daga National Social Register, da abin da muke rabawa:",
  ackAccessing: "Samun bayanai daga NSR",
  ackQuestions: "Kana da tambaya game da buƙatarka? Ka ba da amsa ga wannan imel, ko ka rubuta zuwa {email}, ka ambaci {reference}.",
  aboutARequest: "Ka karɓi wannan saƙo ne saboda an aika buƙatar samun bayanai zuwa NASSCO da wannan adireshi.",
  ifNotYou: "Idan ba kai ne ka aika ba, za ka iya ƙyale wannan saƙo.",
  privacy: "Tsawon lokacin da muke ajiye bayanan buƙata, da yadda za a goge su, suna cikin manufar kare sirrinmu: {link}.",
  statusLine:
    "Don ganin inda buƙatarka ta kai a kowane lokaci, je {page} ka shigar da lambar shaidarka, {reference}, da lambar sirrin da ke cikin imel ɗinmu na farko game da ita.",
  summarySubject: "Buƙatarka ta samun bayanai {reference}: abin da ka aiko",
  summaryHeading: "Abin da ka aiko",
  summaryIntro: "Wannan ita ce buƙatar da ofishin ya karɓa, mai lambar shaida {reference}.",
  summaryWrong: "Idan wani abu a nan ba daidai ba ne, ko wani abu ba ya nan, ka ba da amsa ga wannan imel, ka ambaci {reference}.",
  reply: "Ka ba da amsa ga wannan imel, ka ambaci {reference}.",
  moreSubject: "Buƙatarka ta samun bayanai {reference}: muna buƙatar ƙarin bayani",
  moreHeading: "Muna buƙatar ƙarin bayani",
  moreIntro: "Muna duba buƙatarka {reference}. Kafin mu yanke shawara, muna buƙatar waɗannan abubuwa:",
  moreOpen: "Buƙatarka za ta kasance a buɗe har sai mun ji daga gare ka.",
  approvedSubject: "An amince da buƙatarka ta samun bayanai {reference}",
  approvedHeading: "An amince da buƙatarka",
  approvedIntro: "Mun amince da buƙatarka {reference}. Ga bayanin jami'in:",
  approvedNext: "Abin da zai biyo baya:",
  approvedStep1:
    "Za mu aiko maka da yarjejeniyar raba bayanai, don ƙungiyarka ta sa hannu a kai. Yarjejeniyar ta faɗi abin da za a iya amfani da bayanan a kai, da yadda dole ne a ajiye su, a kare su, kuma a goge su.",
  approvedStep2: "Jami'in ƙungiyarka da ke da izini zai sa hannu a kai, ya mayar mana da ita.",
  approvedStep3: "Da zarar mun karɓi yarjejeniyar da aka sa wa hannu, za mu raba bayanan da suka dace, marasa suna, da ƙungiyarka.",
  approvedTemplate: "Samfurin yarjejeniyarmu ta raba bayanai yana cikin takardunmu na manufofi da shugabanci:",
  approvedDocuments: "Takardun manufofi da shugabanci",
  declinedSubject: "Ba a amince da buƙatarka ta samun bayanai {reference} ba",
  declinedHeading: "Ba a amince da buƙatarka ba",
  declinedIntro: "Ba mu amince da buƙatarka {reference} ba, saboda wannan dalili:",
  declinedAppeal:
    "Yadda za ka ɗaukaka ƙara: idan kana ganin shawarar ba daidai ba ce, ka ba da amsa ga wannan imel, ka ambaci {reference}. Faɗa mana dalilinka, ka aiko da duk wani abu da ba mu da shi. Za mu sake duba shawarar, mu ba ka amsa a rubuce.",
  newRequest: "Haka kuma, za ka iya yin sabuwar buƙata a kowane lokaci:",
  formButton: "Fom ɗin buƙatar samun bayanai",
  withdrawnSubject: "An janye buƙatarka ta samun bayanai {reference}",
  withdrawnHeading: "An janye buƙatarka",
  withdrawnIntro: "Mun rufe buƙatarka {reference} a matsayin wadda aka janye.",
  withdrawnMistake:
    "Idan kuskure ne, ka ba da amsa ga wannan imel, ka ambaci {reference}. Idan har yanzu kana buƙatar bayanai daga rajistar, za ka iya yin sabuwar buƙata:",
};
