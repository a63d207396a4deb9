import type { MailWords } from "./en";

/** The mails' words in Yoruba (mail/en.ts says why they are apart from the furniture). */
export const yo: MailWords = {
  signature: "National Social Safety-Nets Coordinating Office (NASSCO), Abuja",
  confirmSubject: "Fìdí ìforúkọsílẹ̀ rẹ fún ìròyìn NASSCO múlẹ̀",
  confirmHeading: "Jọ̀wọ́ fìdí ìforúkọsílẹ̀ rẹ múlẹ̀",
  confirmAsked: "Ẹnìkan, bóyá ìwọ, béèrè pé kí a máa fi ìròyìn NASSCO ránṣẹ́ sí àdírẹ́sì yìí.",
  confirmHow: "Kí o lè bẹ̀rẹ̀ sí í gbà á, ṣí ìjápọ̀ tó wà nísàlẹ̀ yìí, kí o sì tẹ bọ́tìnì tó wà lórí ojú-ìwé náà.",
  confirmButton: "Fìdí ìforúkọsílẹ̀ mi múlẹ̀",
  confirmExpiry:
    "Ìjápọ̀ náà yóò ṣiṣẹ́ fún ọjọ́ {days}. Tí kì í bá ṣe ìwọ ló béèrè, má ṣe bìkítà fún ímeèlì yìí: a kò ní fi nǹkan kan ránṣẹ́ sí ọ, a ó sì pa àdírẹ́sì rẹ rẹ́.",
  confirmWhy: "O rí ímeèlì yìí gbà nítorí pé ẹnìkan fi àdírẹ́sì rẹ ránṣẹ́ lórí fọ́ọ̀mù ìforúkọsílẹ̀ ìkànnì NASSCO.",
  unsubscribe: "Yọ orúkọ mi kúrò",
  ackSubject: "A ti gba ìbéèrè fún ìwífún rẹ {reference}",
  ackHeading: "A ti gba ìbéèrè fún ìwífún rẹ",
  ackReference: "Nọ́mbà ìtọ́kasí rẹ ni {reference}. Jọ̀wọ́ máa kọ ọ́ nígbàkúùgbà tí o bá kọ̀wé sí wa nípa ìbéèrè yìí.",
  ackCheck: "O lè wo ibi tí ìbéèrè rẹ dé nígbàkigbà, láìsí àkáǹtì:",
  ackCheckButton: "Wo ìbéèrè mi",
  ackOr:
    "Tàbí lọ sí {page}, kí o sì kọ nọ́mbà ìtọ́kasí rẹ, {reference}, àti kóòdù yìí: {code}. Pa ímeèlì yìí mọ́: a kò ní tún kóòdù náà fi ránṣẹ́.",
  ackSummary: "Nígbà àkọ́kọ́ tí o bá ṣí ojú-ìwé náà, a ó fi àkópọ̀ ohun tí o fi ránṣẹ́ ránṣẹ́ sí ọ ní ímeèlì.",
  ackNext: "Ohun tí yóò ṣẹlẹ̀ tẹ̀lé e:",
  ackStep1:
    "Ọ́fíìsì náà yóò ṣàyẹ̀wò ìbéèrè rẹ: bóyá ó bá òfin pínpín ìwífún àkọsílẹ̀ náà mu, ohun tí ìwífún náà máa wúlò fún, àti ààbò ìwífún ara ẹni.",
  ackStep2: "A lè kàn sí ọ láti mọ̀ sí i nípa ohun tí o fẹ́ fi ìwífún náà ṣe, tàbí ìwífún tí o nílò.",
  ackStep3: "Tí a bá fọwọ́ sí ìbéèrè náà, a ó pín ìwífún tó yẹ pẹ̀lú àjọ rẹ. Ìwífún náà kò ní ní orúkọ tàbí ohunkóhun tó lè fi ẹnì kan hàn.",
  ackHowOrganisations: "Bí àwọn àjọ ṣe ń gba ìwífún láti inú National Social Register, àti ohun tí a ń pín:",
  ackAccessing: "Gbígba ìwífún NSR",
  ackQuestions: "Ṣé o fẹ́ béèrè nǹkan nípa ìbéèrè rẹ? Fèsì sí ímeèlì yìí, tàbí kọ̀wé sí {email}, kí o sì kọ {reference}.",
  aboutARequest: "O rí ímeèlì yìí gbà nítorí pé ẹnìkan fi àdírẹ́sì yìí ṣe ìbéèrè fún ìwífún sí NASSCO.",
  ifNotYou: "Tí kì í bá ṣe ìwọ ló ṣe é, o lè fi ímeèlì yìí sílẹ̀.",
  privacy: "Ìlànà ìpamọ́ ìwífún wa sọ bí a ṣe ń pa ìwífún ìbéèrè mọ́ pẹ́ tó, àti bí o ṣe lè ní kí a pa á rẹ́: {link}.",
  statusLine:
    "Láti wo ibi tí ìbéèrè rẹ dé nígbàkigbà, lọ sí {page}, kí o sì kọ {reference} àti kóòdù tó wà nínú ímeèlì àkọ́kọ́ tí a fi ránṣẹ́ sí ọ nípa rẹ̀.",
  summarySubject: "Ìbéèrè fún ìwífún rẹ {reference}: ohun tí o fi ránṣẹ́",
  summaryHeading: "Ohun tí o fi ránṣẹ́",
  summaryIntro: "Èyí ni ìbéèrè tí ọ́fíìsì náà gbà, nọ́mbà ìtọ́kasí {reference}.",
  summaryWrong: "Tí ohunkóhun níbí kò bá tọ̀nà, tàbí tí nǹkan kan bá kù, fèsì sí ímeèlì yìí, kí o sì kọ {reference}.",
  grvAckSubject: "A ti gba ìròyìn rẹ {reference}",
  grvAckHeading: "A ti gba ìròyìn rẹ",
  grvAckReference: "Nọ́mbà ìtọ́kasí rẹ ni {reference}. Jọ̀wọ́ sọ ọ́ nígbàkígbà tí o bá pè wá tàbí kọ̀wé sí wa nípa ìròyìn yìí.",
  grvAckExpected:
    "A fẹ́ yanjú rẹ̀ kí ó tó di {date}: ọjọ́ iṣẹ́ 21. Tí o kò bá rí èsì gbà nígbà náà, pe 969 (lọ́fẹ̀ẹ́) kí o sì sọ nọ́mbà ìtọ́kasí rẹ.",
  grvAckCheck: "O lè wo bí ìròyìn rẹ ṣe dúró nígbàkígbà, láìsí àkáǹtì:",
  grvAckCheckButton: "Wo ìròyìn mi",
  grvAckOr:
    "Tàbí lọ sí {page} kí o tẹ nọ́mbà ìtọ́kasí rẹ, {reference}, àti kóòdù yìí: {code}. Pa ímeèlì yìí mọ́: a kò ní fi kóòdù náà ránṣẹ́ mọ́.",
  grvAckContact: "O gbà kí a kàn sí ọ: òṣìṣẹ́ kan lè pè ọ́ tàbí kọ̀wé sí ọ nípa ìròyìn yìí.",
  grvAckNoContact: "O kò béèrè kí a kàn sí ọ, nítorí náà a kò ní kọ̀wé sí ọ mọ́: èsì ọ́fíìsì yóò hàn lórí ojú-ìwé náà.",
  grvAckWhy:
    "O gba èyí nítorí pé wọ́n fi ìròyìn ránṣẹ́ sí NASSCO láti orí ìkànnì rẹ̀ pẹ̀lú àdírẹ́sì yìí. Tí kì í bá ṣe ìwọ, o lè fojú fo ìfiránṣẹ́ yìí.",
  grvPrivacy: "Bí a ṣe ń pa àlàyé ìròyìn mọ́ pẹ́ tó, àti bí a ṣe lè pa wọ́n rẹ́, wà nínú ìlànà àṣírí wa: {link}.",
  reply: "Fèsì sí ímeèlì yìí, kí o sì kọ {reference}.",
  moreSubject: "Ìbéèrè fún ìwífún rẹ {reference}: a nílò ìwífún sí i",
  moreHeading: "A nílò ìwífún sí i",
  moreIntro: "A ń ṣàyẹ̀wò ìbéèrè rẹ {reference}. Kí a tó lè pinnu, a nílò àwọn nǹkan wọ̀nyí:",
  moreOpen: "A kò ní pa ìbéèrè rẹ dé títí a ó fi gbọ́ láti ọ̀dọ̀ rẹ.",
  approvedSubject: "A ti fọwọ́ sí ìbéèrè fún ìwífún rẹ {reference}",
  approvedHeading: "A ti fọwọ́ sí ìbéèrè rẹ",
  approvedIntro: "A ti fọwọ́ sí ìbéèrè rẹ {reference}. Ọ̀rọ̀ òṣìṣẹ́ wa:",
  approvedNext: "Ohun tí yóò ṣẹlẹ̀ tẹ̀lé e:",
  approvedStep1:
    "A ó fi àdéhùn pínpín ìwífún ránṣẹ́ sí ọ, kí àjọ rẹ lè fọwọ́ sí i. Ó sọ ohun tí ẹ lè lo ìwífún náà fún, àti bí ẹ ṣe gbọ́dọ̀ pa á mọ́, dáàbò bò ó, àti pa á rẹ́.",
  approvedStep2: "Òṣìṣẹ́ kan tí ó ní àṣẹ nínú àjọ rẹ yóò fọwọ́ sí i, yóò sì fi í ránṣẹ́ padà sí wa.",
  approvedStep3:
    "Nígbà tí a bá ti gba àdéhùn tí ẹ ti fọwọ́ sí, a ó pín ìwífún tó yẹ pẹ̀lú àjọ rẹ. Ìwífún náà kò ní ní orúkọ tàbí ohunkóhun tó lè fi ẹnì kan hàn.",
  approvedAgreementReceived: "A ti gba àdéhùn pínpín ìwífún tí àjọ rẹ fọwọ́ sí. A dúpẹ́.",
  approvedSendData: "A ó pín ìwífún tó yẹ pẹ̀lú àjọ rẹ. Ìwífún náà kò ní ní orúkọ tàbí ohunkóhun tó lè fi ẹnì kan hàn.",
  approvedSendDataBy:
    "A ó pín ìwífún tó yẹ pẹ̀lú àjọ rẹ kí ọjọ́ {date} tó pé. Ìwífún náà kò ní ní orúkọ tàbí ohunkóhun tó lè fi ẹnì kan hàn.",
  approvedTemplate: "Àwòṣe àdéhùn pínpín ìwífún wa wà lára àwọn ìwé ìlànà àti ìṣàkóso wa:",
  approvedDocuments: "Ìwé ìlànà àti ìṣàkóso",
  declinedSubject: "A kò fọwọ́ sí ìbéèrè fún ìwífún rẹ {reference}",
  declinedHeading: "A kò fọwọ́ sí ìbéèrè rẹ",
  declinedIntro: "A kò fọwọ́ sí ìbéèrè rẹ {reference}, nítorí ìdí yìí:",
  declinedAppeal:
    "Bí o ṣe lè pè fún àtúnyẹ̀wò: tí o bá rò pé ìpinnu náà kò tọ̀nà, fèsì sí ímeèlì yìí, kí o sì kọ {reference}. Sọ ìdí rẹ̀ fún wa, kí o sì fi ohunkóhun tí a kò ní tẹ́lẹ̀ ránṣẹ́. A ó tún ìpinnu náà wò, a ó sì kọ̀wé fèsì sí ọ.",
  newRequest: "O tún lè ṣe ìbéèrè tuntun nígbàkigbà:",
  formButton: "Fọ́ọ̀mù ìbéèrè fún ìwífún",
  withdrawnSubject: "A ti yọ ìbéèrè fún ìwífún rẹ {reference} kúrò",
  withdrawnHeading: "A ti yọ ìbéèrè rẹ kúrò",
  withdrawnIntro: "A ti pa ìbéèrè rẹ {reference} dé gẹ́gẹ́ bí èyí tí a yọ kúrò.",
  withdrawnMistake:
    "Tí èyí bá jẹ́ àṣìṣe, fèsì sí ímeèlì yìí, kí o sì kọ {reference}. Tí o bá ṣì nílò ìwífún láti inú àkọsílẹ̀ náà, o lè ṣe ìbéèrè tuntun:",
};
