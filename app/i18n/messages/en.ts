/**
 * The site's furniture in English: every word around the content that a
 * reader sees, and the mails sent to readers. Each other language has a module
 * of its own with the same keys (messages.test.ts checks them); `{name}` marks
 * a value filled in where the words are used (format.ts). Words the spec
 * gives (docs/product.md, "Messages") are kept exactly.
 *
 * Plain strings only: a page that hydrates gets its language's module in the
 * root loader's data, as JSON.
 */
export const en = {
  chrome: {
    skipLink: "Skip to main content",
    officeName: "National Social Safety-Nets Coordinating Office",
    menu: "Menu",
    close: "Close",
    closeMenu: "Close the menu",
    home: "Home",
    groupOverview: "{group}: overview",
    moreIn: "More in {group}",
    relatedContent: "Related Content",
    relatedContentIn: "Related content: {group}",
    breadcrumb: "Breadcrumb",
    searchLabel: "Search the NASSCO website",
    searchPlaceholder: "Search",
    searchButton: "Search",
    opensInNewTab: "(opens in a new tab)",
  },
  languages: {
    heading: "Languages",
    /** The switcher's label for screen readers. */
    label: "This page in other languages",
    current: "{language} (this page)",
  },
  footer: {
    about:
      "The National Social Safety-Nets Coordinating Office builds the National Social Register of poor and vulnerable households and coordinates the programmes that use it.",
    tollFreeLine: "Toll-free line:",
    tollFree: "(toll-free)",
    quickLinks: "Quick links",
    contactUs: "Contact us",
    followUs: "Follow us",
    onNetwork: "NASSCO on {network}",
    toBeConfirmed: "(to be confirmed)",
    addressesToBeConfirmed: "These addresses are to be confirmed: {networks}.",
    rights: "© {year} {office}. All rights reserved.",
  },
  notices: {
    heading: "Notifications",
    failed: "Failed to load notifications.",
    none: "There are no notifications at the moment.",
    pause: "Pause",
    pauseWhat: "notifications",
    illustrative: "Illustrative notice:",
    published: "From public reports, to be confirmed:",
  },
  pager: {
    previous: "Previous",
    next: "Next",
    page: "Page",
    pageOf: "Page {page} of {pages}",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "If you typed the web address, check it is correct. If you followed a link, the page may have moved.",
    badRequestTitle: "We could not read what was sent",
    badRequestText:
      "Please go back and send the form again from this website. If it keeps happening, try another browser, or call the toll-free line {phone}.",
    serverErrorTitle: "Sorry, something went wrong on our side",
    serverErrorText: "Please try again in a few minutes. Nothing you entered has been lost on our side, but you may need to send it again.",
    serverErrorHelp: "If you need help now, call the toll-free line {phone}.",
    searchTheWebsite: "Search the website",
    goToSection: "Or go to a section",
    notFoundPageTitle: "Page not found",
    requestNotAccepted: "Request not accepted",
    serverErrorPageTitle: "Sorry, something went wrong",
  },
  search: {
    empty: "Please enter a search term.",
    unavailable: "Search is unavailable at the moment. Please try again later.",
    noResults: 'No results found for "{query}".',
  },
  newsletter: {
    heading: "Subscribe to our newsletter",
    label: "Your e-mail address",
    subscribe: "Subscribe",
    subscribing: "Subscribing…",
    empty: "Please enter your email address.",
    success: "Thank you for subscribing! Please check your inbox.",
    successWithoutMail:
      "We have your address, but this site is not sending e-mail at the moment, so the message to confirm it has not gone out. Please try again later.",
    refused: "Subscription failed. Please try again.",
    networkError: "An error occurred. Please try again later.",
    invalid: "Please enter a valid email address.",
    tooMany: "Too many attempts. Please wait a minute and try again.",
  },
  feedback: {
    region: "Feedback on this page",
    question: "Was this page useful?",
    yes: "Yes",
    no: "No",
    comment: "Anything to add? (optional)",
    commentHint: "Please do not write your name, phone number or any other personal details: we cannot reply here.",
    send: "Send feedback",
    toGetAReply: "To get a reply,",
    reportProblem: "report a problem with this page",
    chooseAnswer: "Select yes or no",
    commentTooLong: "Your comment must be {limit} characters or fewer",
    thanks: "Thank you for your feedback.",
  },
  form: {
    error: "Error:",
    errorSummary: "There is a problem",
  },
  share: {
    share: "Share",
    copyLink: "Copy the link",
  },
  translation: {
    /** Above a translated page until a reviewer at the office marks it reviewed. */
    unreviewed:
      "This translation has not yet been checked by NASSCO. If anything here differs from the English page, the English page is correct.",
    readInEnglish: "Read this page in English",
    /** Above a page shown in English at another language's address. */
    fallback: "This page is not yet available in {language}. It is shown in English.",
    illustrativePage: "Illustrative: this page's details were written for this website and are to be replaced by the office's own.",
  },
  home: {
    welcomeTitle: "WELCOME TO NASSCO",
    welcomeTagline: "Empowering vulnerable communities through the National Social Register",
    figures: "The register in figures",
    whoWeAre: "Who We Are",
    whoWeAreText:
      "The National Social Safety-Nets Coordinating Office (NASSCO) was established in 2016 by the Federal Government of Nigeria with the support of the World Bank. It builds and maintains the National Social Register of poor and vulnerable households, coordinates the safety-net programmes that use it, and aligns social protection policy across federal and state governments.",
    whatWeDo: "What We Do",
    whatWeDoText:
      "With State Operations Coordinating Units in every state, NASSCO identifies poor and vulnerable households through community-based targeting and household surveys, and keeps the register up to date so that programmes can reach the people who need them.",
    learnMore: "Learn more",
    latestNews: "Latest from NASSCO",
    allNews: "All news",
    testimonials: "What people say",
  },
  mail: {
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
  },
};

/** The shape every language's module has: the same keys, each a string. */
export type Messages = { [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string } };
