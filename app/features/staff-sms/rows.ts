import { lagosTimeText } from "~/utils/lagos-time";
import type { StaffSms } from "./messages.server";
import { costText, deliveryText, partsText, smsKindText, smsStateText } from "./words";

/** One message as a table row shows it, in words and Lagos times. */
export interface SmsRowText {
  id: string;
  created: string;
  sent: string;
  what: string;
  state: string;
  delivery: string;
  parts: string;
  cost: string;
  error: string | null;
  mayRetry: boolean;
  dead: boolean;
  reference: string | null;
}

export function smsRowText(sms: StaffSms): SmsRowText {
  return {
    id: sms.id,
    created: lagosTimeText(sms.createdAt),
    sent: sms.sentAt ? lagosTimeText(sms.sentAt) : "Not sent",
    what: smsKindText(sms.kind),
    state: smsStateText(sms.state, sms.attempts),
    delivery: deliveryText(sms.deliveryStatus, sms.deliveryFailure),
    parts: partsText(sms.segments, sms.encoding),
    cost: costText(sms.costCurrency, sms.costAmount),
    error: sms.lastError,
    mayRetry: sms.mayRetry,
    dead: sms.state === "dead",
    reference: sms.reference,
  };
}
