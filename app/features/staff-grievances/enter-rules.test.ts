import { describe, expect, it } from "vitest";
import { ENTERED_CHANNELS } from "~/features/grievances/kinds";
import { GRIEVANCE_LIMITS } from "~/features/grievances/limits";
import { ENTERED_CHANNEL_LABELS, enterSchema } from "./enter-rules";

const today = "2026-11-25";
/** Two states of the register, as lga_summary names them. */
const places = new Map([
  ["Kano", ["Dala", "Fagge", "Kano Municipal"]],
  ["Lagos", ["Ikeja", "Surulere"]],
]);
const valid = {
  channel: "phone",
  receivedOn: "2026-11-24",
  category: "payment-not-received",
  description: "The payment for October did not come.",
  state: "Kano",
  locale: "ha",
};

function problems(entry: Record<string, string>, desk: string | null = null) {
  const result = enterSchema(today, desk, places).safeParse(entry);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("enterSchema", () => {
  it("takes an LGA of the case's state in the register's spelling, and refuses one of another state", () => {
    expect(enterSchema(today, null, places).parse({ ...valid, lga: "kano  municipal" })).toMatchObject({ lga: "Kano Municipal" });
    expect(problems({ ...valid, lga: "Ikeja" })).toEqual({
      lga: "Enter a local government area of Kano as the register names it, or leave it empty",
    });
  });

  it("takes a call with no contact details: anonymous is allowed", () => {
    const result = enterSchema(today, null, places).parse(valid);
    expect(result).toMatchObject({ channel: "phone", state: "Kano", contactName: null, phone: null, email: null, lga: null });
  });

  it("offers the four channels an officer enters by hand, and refuses the web, SMS and the rest", () => {
    expect(ENTERED_CHANNELS).toEqual(["phone", "paper", "walk-in", "email"]);
    for (const channel of ENTERED_CHANNELS) {
      expect(problems({ ...valid, channel })).toEqual({});
      expect(ENTERED_CHANNEL_LABELS[channel]).toBeTruthy();
    }
    for (const channel of ["web", "sms", "ussd", "partner", ""]) expect(problems({ ...valid, channel })).toHaveProperty("channel");
  });

  it("refuses a day in the future, and one that is not a date, and takes today", () => {
    expect(problems({ ...valid, receivedOn: "2026-11-26" })).toEqual({
      receivedOn: "The day it reached the office cannot be in the future",
    });
    expect(problems({ ...valid, receivedOn: "25/11/2026" })).toHaveProperty("receivedOn");
    expect(problems({ ...valid, receivedOn: "2026-02-30" })).toHaveProperty("receivedOn");
    expect(problems({ ...valid, receivedOn: today })).toEqual({});
  });

  it("needs a phone number or an e-mail address for consent to contact", () => {
    expect(problems({ ...valid, mayContact: "yes" })).toEqual({
      mayContact: "To be contacted, they need a phone number or an e-mail address",
    });
    expect(problems({ ...valid, mayContact: "yes", contactName: "Amina Bello" })).toHaveProperty("mayContact");
    expect(problems({ ...valid, mayContact: "yes", phone: "0801 234 5678" })).toEqual({});
    expect(problems({ ...valid, mayContact: "yes", email: "Amina@Example.com" })).toEqual({});
  });

  it("keeps a state desk to its own state; the national office enters any", () => {
    expect(problems({ ...valid, state: "Lagos" }, "Kano")).toEqual({ state: "Your desk enters only Kano grievances" });
    expect(problems({ ...valid, state: "Kano" }, "Kano")).toEqual({});
    expect(problems({ ...valid, state: "Lagos" }, null)).toEqual({});
    expect(problems({ ...valid, state: "FCT" }, null)).toEqual({});
    expect(problems({ ...valid, state: "Atlantis" }, null)).toHaveProperty("state");
  });

  it("refuses a phone number or address the database would not keep", () => {
    expect(problems({ ...valid, phone: "12345" })).toHaveProperty("phone");
    expect(problems({ ...valid, email: "not an address" })).toHaveProperty("email");
    expect(problems({ ...valid, description: "   " })).toHaveProperty("description");
    expect(problems({ ...valid, category: "lottery" })).toHaveProperty("category");
  });
});

describe("a phone number typed in", () => {
  it("is kept as the public form keeps it, +234 and the national number, however it is written", () => {
    for (const phone of ["0803 123 4567", "+234 (0) 803 123 4567", "234-803-123-4567"]) {
      expect(enterSchema(today, null, places).parse({ ...valid, phone }), phone).toMatchObject({ phone: "+2348031234567" });
    }
  });

  it("is refused past the public form's length, or when it is not a Nigerian number", () => {
    expect(problems({ ...valid, phone: "0".repeat(GRIEVANCE_LIMITS.phone + 1) })).toHaveProperty("phone");
    expect(problems({ ...valid, phone: "+44 20 7946 0958" })).toEqual({ phone: "Enter a Nigerian phone number, such as 0803 123 4567" });
  });
});
