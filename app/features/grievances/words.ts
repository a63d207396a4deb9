import { en } from "~/i18n/messages/en";

import type { GrievanceCategory, GrievanceChannel, GrievanceResolution, GrievanceStatus } from "./kinds";

/** The "grievances" words of one language (i18n/messages). */
export type GrievanceWords = typeof en.grievances;

/** Each list's value → the part of its message key after the list's prefix. */
const CATEGORY_KEYS = {
  "payment-not-received": "categoryPaymentNotReceived",
  "wrong-amount": "categoryWrongAmount",
  enrolment: "categoryEnrolment",
  "personal-details": "categoryPersonalDetails",
  conduct: "categoryConduct",
  fraud: "categoryFraud",
  other: "categoryOther",
} as const satisfies Record<GrievanceCategory, keyof GrievanceWords>;

const STATUS_PARTS = {
  received: "Received",
  "in-progress": "InProgress",
  waiting: "Waiting",
  resolved: "Resolved",
} as const satisfies Record<GrievanceStatus, string>;

const RESOLUTION_KEYS = {
  paid: "resolutionPaid",
  corrected: "resolutionCorrected",
  enrolled: "resolutionEnrolled",
  explained: "resolutionExplained",
  referred: "resolutionReferred",
  "action-taken": "resolutionActionTaken",
  "not-reached": "resolutionNotReached",
} as const satisfies Record<GrievanceResolution, keyof GrievanceWords>;

const CHANNEL_KEYS = {
  web: "channelWeb",
  phone: "channelPhone",
  paper: "channelPaper",
  "walk-in": "channelWalkIn",
  email: "channelEmail",
  sms: "channelSms",
  ussd: "channelUssd",
  partner: "channelPartner",
} as const satisfies Record<GrievanceChannel, keyof GrievanceWords>;

/** A value the code does not know (a row written by a later version) keeps its own name. */
function lookUp<K extends string>(keys: Record<K, keyof GrievanceWords>, value: string, words: GrievanceWords): string {
  return Object.hasOwn(keys, value) ? words[keys[value as K]] : value;
}

export const categoryName = (category: string, words: GrievanceWords = en.grievances) => lookUp(CATEGORY_KEYS, category, words);
export const resolutionName = (resolution: string, words: GrievanceWords = en.grievances) => lookUp(RESOLUTION_KEYS, resolution, words);
export const channelName = (channel: string, words: GrievanceWords = en.grievances) => lookUp(CHANNEL_KEYS, channel, words);

/** A status in words: its short name, what it means for the person, and what they should do next. */
export function statusWords(status: string, words: GrievanceWords = en.grievances) {
  if (!Object.hasOwn(STATUS_PARTS, status)) return { name: status, meaning: "", next: "" };
  const part = STATUS_PARTS[status as GrievanceStatus];
  return { name: words[`status${part}`], meaning: words[`meaning${part}`], next: words[`next${part}`] };
}

/** Where a case happened, as readers see it on every page: the LGA first, then its state; the state alone when no LGA was given. */
export function placeText(state: string | null, lga: string | null | undefined, notGiven = "State not given"): string {
  // A case sent as a free SMS names no state until the national office places it: the page's language says so.
  if (state === null) return notGiven;
  return lga ? `${lga}, ${state}` : state;
}
