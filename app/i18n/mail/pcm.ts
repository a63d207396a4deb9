import type { MailWords } from "./en";

/** The mails' words in Nigerian Pidgin (mail/en.ts says why they are apart from the furniture). */
export const pcm: MailWords = {
  signature: "National Social Safety-Nets Coordinating Office (NASSCO), Abuja",
  confirmSubject: "Confirm say you wan get NASSCO news",
  confirmHeading: "Abeg confirm your subscription",
  confirmAsked: "Somebody, maybe na you, ask make NASSCO dey send news to dis address.",
  confirmHow: "To start to dey get am, open di link wey dey below and press di button for di page.",
  confirmButton: "Confirm my subscription",
  confirmExpiry:
    "Di link go work for {days} days. If no be you ask for dis, leave dis message: we no go send you anything, and we go delete your address.",
  confirmWhy: "You get dis message becos somebody send di subscription form for di NASSCO website wit your address.",
  unsubscribe: "Unsubscribe",
  ackSubject: "We don receive your data access request {reference}",
  ackHeading: "We don receive your data access request",
  ackReference: "Your reference number na {reference}. Abeg put am anytime wey you write us about dis request.",
  ackCheck: "You fit check where your request reach anytime, you no need account:",
  ackCheckButton: "Check my request",
  ackOr: "Or go {page} and type your reference, {reference}, and dis code: {code}. Keep dis e-mail: we no go send di code again.",
  ackSummary: "Di first time wey you open dat page, we go e-mail you summary of wetin you send.",
  ackNext: "Wetin go happen next:",
  ackStep1:
    "Di office go check your request: if e follow di register rules for sharing data, wetin di data go dey used for, and if e protect pipo data.",
  ackStep2: "We fit contact you to ask more about why you need di data or which data you need.",
  ackStep3:
    "If we approve di request, we go share di data wey concern am wit your organisation. Di data go dey anonymised (nobody fit know who be who from am).",
  ackHowOrganisations: "How organisations dey get data from di National Social Register, and wetin we dey share:",
  ackAccessing: "How to get data from di NSR",
  ackQuestions: "You get question about your request? Reply dis e-mail, or write to {email}, and put {reference}.",
  aboutARequest: "You get dis message becos somebody send data access request to NASSCO wit dis address.",
  ifNotYou: "If no be you send am, you fit leave dis message.",
  privacy: "How long we dey keep di details of one request, and how you fit make us delete dem, dey for our privacy policy: {link}.",
  statusLine: "To see where your request reach anytime, go {page} and type {reference} wit di code wey dey our first e-mail about am.",
  summarySubject: "Your data access request {reference}: wetin you send",
  summaryHeading: "Wetin you send",
  summaryIntro: "Dis na di request wey di office receive. Im reference number na {reference}.",
  summaryWrong: "If anything for here no correct or e no dey, reply dis e-mail and put {reference}.",
  reply: "Reply dis e-mail and put {reference}.",
  moreSubject: "Your data access request {reference}: we need more information",
  moreHeading: "We need more information",
  moreIntro: "We dey check your request {reference}. Before we fit decide, we need dis tins:",
  moreOpen: "Your request go dey open until you answer us.",
  approvedSubject: "We don approve your data access request {reference}",
  approvedHeading: "We don approve your request",
  approvedIntro: "We don approve your request {reference}. Di officer's note:",
  approvedNext: "Wetin go happen next:",
  approvedStep1:
    "We go send you data-sharing agreement wey your organisation go sign. E talk wetin una fit use di data do, and how una must keep am, protect am and delete am.",
  approvedStep2: "One official wey get power to sign for your organisation go sign am and send am back to us.",
  approvedStep3:
    "Wen we don get di agreement wey una sign, we go share di data wey concern am wit your organisation. Di data go dey anonymised (nobody fit know who be who from am).",
  approvedAgreementReceived: "We don receive di data-sharing agreement wey your organisation sign. Thank you.",
  approvedSendData:
    "We go share di data wey concern am wit your organisation. Di data go dey anonymised (nobody fit know who be who from am).",
  approvedSendDataBy:
    "We go share di data wey concern am wit your organisation before {date} reach. Di data go dey anonymised (nobody fit know who be who from am).",
  approvedTemplate: "Di template (sample) of our data-sharing agreement dey among our policy and governance documents:",
  approvedDocuments: "Policy and governance documents",
  declinedSubject: "We no approve your data access request {reference}",
  declinedHeading: "We no approve your request",
  declinedIntro: "We no approve your request {reference}, becos of dis reason:",
  declinedAppeal:
    "How to appeal: if you tink say di decision no correct, reply dis e-mail and put {reference}. Tell us why, and send anything wey we no get before. We go look di decision again and answer you for writing.",
  newRequest: "You fit also make new request anytime:",
  formButton: "Data Access Request Form",
  withdrawnSubject: "Your data access request {reference} don close as withdrawn",
  withdrawnHeading: "Your request don close as withdrawn",
  withdrawnIntro: "We don close your request {reference} as withdrawn.",
  withdrawnMistake:
    "If na mistake, reply dis e-mail and put {reference}. If you still need data from di register, you fit make new request:",
};
