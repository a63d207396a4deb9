import { confirmationLabel, contactLinksOf, type OfficeContact } from "./contact";
import type { AnalyticsSettings, RetentionPeriods } from "./retention";

/**
 * The privacy policy, in code rather than in content_page: it states the
 * retention periods the database keeps to and the analytics the server runs,
 * so it is written from them and can never contradict them. Markdown, like
 * every page's body; the page adds a link to its PDF, and the PDF at
 * /privacy-policy.pdf is printed from the same text.
 */
export const privacyPolicy = {
  provenance: "illustrative",
  lead: "This policy explains how NASSCO collects, stores, protects and shares personal data, and the rights you have over your data.",
} as const;

export const privacyPolicyBody = (retention: RetentionPeriods, analytics: AnalyticsSettings, contact: OfficeContact) => {
  const contactLinks = contactLinksOf(contact);
  return `NASSCO is committed to protecting the personal data of the people on the National Social Register and of everyone who uses this website. We handle personal data in line with Nigeria's data protection law: the Nigeria Data Protection Regulation 2019 and the Nigeria Data Protection Act 2023.

This policy explains what we collect and why, how we keep it safe, who can see it, and what your rights are.

## What we collect and why

When the register is built or updated in a community, trained enumerators visit households and record information about them. This includes:

- the names, ages and sex of the people in the household
- where the household lives, and a phone number if it has one
- the household's housing, belongings and sources of livelihood
- information such as schooling, work and disability
- National Identification Numbers (NINs), where household members have them

We collect this information to find poor and vulnerable households and to rank them by need, so that programmes can reach the people who need help most. We collect only what we need for this purpose. When you contact us or ask for data through this website, we also keep the details you give us, such as your name, organisation and e-mail address, so that we can reply.

## How we store and secure data

- We keep register data on secure systems, protected by technical and organisational measures.
- Only authorised staff can see personal data, and only the parts they need for their work.
- Staff who handle personal data must keep it confidential.
- We keep personal data only for as long as we need it for the purposes in this policy.

## How long we keep what you send us through this website

- Data access requests: we keep the contact details you give us (the organisation's name and office address, your name, position and e-mail address, and the phone number you gave for a text message with your reference, if you gave one) while we handle your request, and for ${retention.requestDays} days after we decide it or you withdraw it. Then we erase them. We keep the reference, the sector, the kind of data asked for and the outcome, which identify no one, for our statistics.
- Grievances: if you give your name, phone number or e-mail address when you report a problem, we keep them, with what you wrote and our notes and replies, while we work on it and for ${retention.requestDays} days after we resolve it. Then we erase them. We keep the reference, the category, the state and local government area, the dates and how it was resolved, which identify no one, for the figures we publish. You can report a problem without giving any of them.
- Newsletter: a sign-up that has not been confirmed is deleted ${retention.pendingSignupDays} days after we last sent you the link to confirm it.
- Payment alerts: if you ask for texts or e-mails about payments in a local government area, on this website, by SMS or by USSD, we keep your phone number or e-mail address with the area and your language while the alerts go on. A number that does not reply YES, or an address whose link is not pressed, within 48 hours is erased. When you send STOP, press the stop link in an alert e-mail, or ask us to erase your data, we erase the number or address at once, and delete the rest 30 days later. The alerts name no one.
- Messages from our contact page: we keep what you write, and your name and e-mail address if you give them, for ${retention.contactMessageDays} days after it reaches us. Then we delete it.
- "Was this page useful?": we keep only how many people answered yes or no on each page each day, and any comment, with the page and the day. We do not keep your IP address, set a cookie or note who answered. Both are deleted after ${retention.pageViewDays} days.
- Each erasure happens automatically, once a day. Staff can see contact details only through tools that record who looked, and when.

## How we use data

- to identify poor and vulnerable households and rank them by need
- to help social protection programmes reach the households they should support
- to link household records to National Identification Numbers, so we can confirm identities and remove duplicate records
- to look into complaints and put mistakes right
- to plan, monitor and evaluate programmes, and to publish statistics that do not identify anyone

We do not sell personal data, and we do not use it for marketing.

## Who can access data

Staff of NASSCO and of the State Operations Coordinating Units can see the data they need to build, update and manage the register.

Government agencies, non-governmental organisations and development partners can ask for data through the data access request process. We review each request and share only what the stated purpose needs. The data we share this way is anonymised: names and other details that identify people are removed. Organisations that receive data must use it only for the agreed purpose and keep it safe. Read about [Accessing the NSR](/nsr/accessing-the-nsr).

## Your rights as a data subject

If we hold personal data about you, you have the right to:

- access: ask for a copy of the data we hold about you
- correction: ask us to correct data that is wrong or incomplete
- objection: object to how we use your data
- complaint: complain to us about how we have handled your data, and, if you are not satisfied, to the Nigeria Data Protection Commission
- erasure: ask us to erase what you sent us through this website; we erase it everywhere we hold it and keep only a record that an erasure took place, not your details

To use any of these rights, write to us at ${contactLinks.infoEmail}. Tell us your name, your state and community, and what you are asking for. We may need to confirm who you are before we act on your request.

## Cookies and analytics on this website

${analyticsMarkdown(analytics, retention)}

To keep this website running and secure, our web server writes a line for each request it answers: the time, the page (without anything you typed or searched for), the answer it gave, and the network you came from, shortened so that it names a range of 256 or more addresses, never yours. These lines are not archived: the server removes them as newer ones arrive, and they are read only to find faults and attacks.

## Contact

If you have a question about this policy or about how we use your data, e-mail ${contactLinks.infoEmail} or call the toll-free line ${contactLinks.tollFree}. You can also write to us at: ${contact.officeName}, ${contact.street.value}${confirmationLabel(contact.street)}, ${contact.city.value}${confirmationLabel(contact.city)}.`;
};

/** The page's body: the policy, then its PDF. */
export const privacyPolicyPageBody = (retention: RetentionPeriods, analytics: AnalyticsSettings, contact: OfficeContact) =>
  `${privacyPolicyBody(retention, analytics, contact)}\n\n[Download this privacy policy (PDF)](/privacy-policy.pdf)`;

/** What the policy says about counting visits: exactly what the server is configured to do. */
function analyticsMarkdown({ pageViewCounts, googleAnalytics }: AnalyticsSettings, retention: RetentionPeriods): string {
  const ours = pageViewCounts
    ? `We count how often each page is read, to learn which information people need. Each page loads a tiny image from this website, which tells us the page, the day, the kind of device (feature phone, smartphone, tablet or computer, worked out from your browser's description of itself, which we then discard), whether your browser runs JavaScript, whether it asked to save data, and your country if our network provider tells us. We keep only daily totals, for ${retention.pageViewDays} days. We do not set cookies for this, and we do not store your IP address, your browser's description, or anything else that could identify you or link your visits together. If your browser sends Do Not Track or Global Privacy Control, we do not count your visit at all.`
    : "We do not count visits to this website.";
  const google = googleAnalytics
    ? "We also ask whether you agree to Google Analytics. Only if you say yes does your browser load Google's script, which sets cookies and sends Google the pages you read and details of your device. Google's script needs JavaScript: without it we never ask, and nothing loads from Google. We remember your answer in a cookie for a year, which only your browser reads; to change it, clear this website's cookies and answer again. Google Analytics never loads for browsers that ask to save data or send Do Not Track or Global Privacy Control."
    : "This website does not set tracking cookies and sends nothing about your visit to any other company.";
  return `${ours}\n\n${google}`;
}
