import { SegmentedMessage } from "sms-segments-calculator";

/**
 * How long a text is on a phone's network, by the GSM 03.38 rules, measured
 * by a kept calculator (Twilio's sms-segments-calculator) rather than by our
 * own table of characters. One letter outside the GSM-7 alphabet (ɓ ɗ ƙ ƴ,
 * ẹ ọ ṣ, a tone mark) turns the whole text into UCS-2: 70 characters an SMS
 * instead of 160, and about 79 on a USSD screen instead of 182. Hausa,
 * Yorùbá and Igbo spelt properly are UCS-2, so each language has its own
 * short forms, and a test measures every one (decision 0071).
 */
export interface Measured {
  encoding: "GSM-7" | "UCS-2";
  /** SMS parts the text takes: 1 is the rule for everything we send. */
  segments: number;
  /** The text's size in bits, without any header: what a USSD screen is limited by. */
  bits: number;
}

export function measureText(text: string): Measured {
  const message = new SegmentedMessage(text, "auto", false);
  return { encoding: message.encodingName, segments: message.segmentsCount, bits: message.messageSize };
}

/** A USSD screen carries 182 GSM-7 characters (7 bits each): 79 in UCS-2, 16 bits each. */
export const USSD_SCREEN_BITS = 182 * 7;

export function fitsUssdScreen(text: string): boolean {
  return measureText(text).bits <= USSD_SCREEN_BITS;
}

export function fitsOneSms(text: string): boolean {
  return measureText(text).segments === 1;
}
