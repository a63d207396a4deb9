/**
 * The words of the mails sent to readers, in English: the newsletter's confirmation and every
 * letter to a requester. Kept apart from the furniture (messages/en.ts) because only the server
 * sends mail, so these words never reach a browser. Each other language has a module with the same
 * keys (messages.test.ts checks them); `{name}` marks a value filled in (format.ts).
 */
export const en = {
  signature: "National Social Safety-Nets Coordinating Office (NASSCO), Abuja",
  confirmSubject: "Confirm your subscription to NASSCO news",
  confirmHeading: "Please confirm your subscription",
  confirmAsked: "Someone, probably you, asked for news from NASSCO to be sent to this address.",
  confirmHow: "To start receiving it, open the link below and press the button on the page.",
  confirmButton: "Confirm my subscription",
  confirmExpiry:
    "The link works for {days} days. If you did not ask for this, ignore this message: nothing will be sent to you, and your address will be deleted.",
  confirmWhy: "You received this because the subscription form on the NASSCO website was sent with your address.",
  unsubscribe: "Unsubscribe",
  ackSubject: "We have received your data access request {reference}",
  ackHeading: "We have received your data access request",
  ackReference: "Your reference number is {reference}. Please quote it whenever you write to us about this request.",
  ackCheck: "You can check where your request stands at any time, without an account:",
  ackCheckButton: "Check my request",
  ackOr: "Or go to {page} and enter your reference, {reference}, and this code: {code}. Keep this e-mail: the code is not sent again.",
  ackSummary: "When you first open that page, we e-mail you a summary of what you sent.",
  ackNext: "What happens next:",
  ackStep1:
    "The office reviews your request for compliance with the register's data-sharing rules, for the purpose the data will serve, and for data protection.",
  ackStep2: "We may contact you for more detail about the purpose or the data you need.",
  ackStep3: "If the request is approved, the relevant anonymised data is shared with your organisation.",
  ackHowOrganisations: "How organisations get data from the National Social Register, and what we share:",
  ackAccessing: "Accessing the NSR",
  ackQuestions: "Questions about your request? Reply to this e-mail, or write to {email}, quoting {reference}.",
  aboutARequest: "You received this because a data access request was made to NASSCO with this address.",
  ifNotYou: "If you did not make one, you can ignore this message.",
  privacy: "How long we keep the details of a request, and how to have them erased, is in our privacy policy: {link}.",
  statusLine:
    "To see where your request stands at any time, go to {page} and enter {reference} with the code from our first e-mail about it.",
  summarySubject: "Your data access request {reference}: what you sent",
  summaryHeading: "What you sent",
  summaryIntro: "This is the request the office received, reference {reference}.",
  summaryWrong: "If anything here is wrong or missing, reply to this e-mail, quoting {reference}.",
  reply: "Reply to this e-mail, quoting {reference}.",
  moreSubject: "Your data access request {reference}: we need more information",
  moreHeading: "We need more information",
  moreIntro: "We are reviewing your request {reference}. Before we can decide, we need the following:",
  moreOpen: "Your request stays open until we hear from you.",
  approvedSubject: "Your data access request {reference} is approved",
  approvedHeading: "Your request is approved",
  approvedIntro: "We have approved your request {reference}. The officer's note:",
  approvedNext: "What happens next:",
  approvedStep1:
    "We send you a data-sharing agreement for your organisation to sign. It says what the data may be used for, and how it must be kept, protected and deleted.",
  approvedStep2: "An authorised official of your organisation signs it and returns it to us.",
  approvedStep3: "Once we have the signed agreement, we share the relevant anonymised data with your organisation.",
  approvedAgreementReceived: "We have received the data-sharing agreement your organisation signed. Thank you.",
  approvedSendData: "We share the relevant anonymised data with your organisation.",
  approvedSendDataBy: "We share the relevant anonymised data with your organisation by {date}.",
  approvedTemplate: "Our data-sharing agreement template is among our policy and governance documents:",
  approvedDocuments: "Policy and governance documents",
  declinedSubject: "Your data access request {reference} was not approved",
  declinedHeading: "Your request was not approved",
  declinedIntro: "We have not approved your request {reference}, for this reason:",
  declinedAppeal:
    "How to appeal: if you think the decision is wrong, reply to this e-mail, quoting {reference}. Tell us why, and send anything we did not have. We will look at the decision again and answer you in writing.",
  newRequest: "You can also make a new request at any time:",
  formButton: "Data Access Request Form",
  withdrawnSubject: "Your data access request {reference} is withdrawn",
  withdrawnHeading: "Your request is withdrawn",
  withdrawnIntro: "We have closed your request {reference} as withdrawn.",
  withdrawnMistake:
    "If this is a mistake, reply to this e-mail, quoting {reference}. If you still need data from the register, you can make a new request:",
  grvLetterReplySubject: "A reply about your report {reference}",
  grvLetterReplyHeading: "The office has replied about your report",
  grvLetterReplyIntro: "An officer has written about your report {reference}:",
  grvLetterClosedSubject: "Your report {reference} is resolved",
  grvLetterClosedHeading: "Your report is resolved",
  grvLetterClosedIntro: "We have resolved your report {reference}. The outcome: {resolution}. The officer explains:",
  grvLetterStatus: "Every reply is on your report's status page. Open it with your reference, {reference}, and the code you were given:",
  grvLetterStatusButton: "Check my report",
  grvLetterWhy: "You received this because you reported a problem to NASSCO and agreed to be contacted about it.",
  grvLetterPrivacy: "How long we keep the details of a report, and how to have them erased, is in our privacy policy: {link}.",
};

export type MailWords = { [Key in keyof typeof en]: string };
