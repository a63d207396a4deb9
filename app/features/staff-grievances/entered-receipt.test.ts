import { describe, expect, it } from "vitest";
import { receiptOfToken, receiptText, receiptToken, type EnteredReceipt } from "./entered-receipt";

describe("the entered case's receipt, as the officer is told it", () => {
  it("names each channel it was queued by, and the person's language", () => {
    expect(receiptText({ sms: "queued", email: "queued", locale: "ha" })).toEqual([
      "A receipt with the reference and the code is queued by SMS to the phone number given, and by e-mail to the address given, in Hausa.",
    ]);
    expect(receiptText({ sms: "queued", email: "not given", locale: "en" })).toEqual([
      "A receipt with the reference and the code is queued by SMS to the phone number given, in English.",
    ]);
  });

  it("says why none went: nothing to send it to, no consent, or the mail's bound this minute", () => {
    expect(receiptText({ sms: "not given", email: "not given", locale: "en" })).toEqual([
      "No receipt in writing: they gave no phone number or e-mail address.",
    ]);
    expect(receiptText({ sms: "no consent", email: "not given", locale: "en" })).toEqual([
      "No receipt by SMS: they did not agree to be contacted.",
    ]);
    expect(receiptText({ sms: "queued", email: "busy", locale: "yo" })).toEqual([
      "A receipt with the reference and the code is queued by SMS to the phone number given, in Yoruba.",
      "The e-mail receipt could not be queued just now, as too many went out this minute.",
    ]);
  });

  it("travels in the cookie's value as one word, and anything else reads as none", () => {
    const receipt: EnteredReceipt = { sms: "no consent", email: "queued", locale: "pcm" };
    expect(receiptToken(receipt)).not.toContain(" ");
    expect(receiptOfToken(receiptToken(receipt))).toEqual(receipt);
    expect(receiptOfToken(undefined)).toBeNull();
    expect(receiptOfToken("queued,queued,xx")).toBeNull();
    expect(receiptOfToken("sent,queued,en")).toEqual({ sms: "not given", email: "queued", locale: "en" });
  });
});
