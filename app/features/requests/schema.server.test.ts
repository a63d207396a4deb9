import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { darRequestSchema, dataAccessRequestSchema } from "~/features/requests/schema.server";
import { messages } from "~/i18n/messages.server";

const required = { organizationName: " Org ", officeAddress: "Addr", sector: "NGO" };

describe("the data access request schema", () => {
  it("trims text, treats blanks as absent and defaults every box to unticked", () => {
    const result = dataAccessRequestSchema.parse({ ...required, emailAddress: "  ", designation: "" });
    expect(result).toMatchObject({ organizationName: "Org", emailAddress: undefined, designation: undefined });
    expect(result.criteria).toEqual({ households: false, individuals: false, location: false });
  });

  it("drops every block whose box is not ticked", () => {
    const result = dataAccessRequestSchema.parse({
      ...required,
      criteria: { households: false, individuals: true, location: false },
      location: { state: "Kano" },
      householdCriteria: ["a"],
      individualCriteria: ["", "age", " "],
    });
    expect(result.location).toBeUndefined();
    expect(result.householdCriteria).toEqual([]);
    expect(result.individualCriteria).toEqual(["age"]);
  });

  it("reads a form post: ticked boxes arrive as 'on', lists as numbered names", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(required)) form.append(key, value);
    form.append("criteria.location", "on");
    form.append("location.state", "Lagos");
    form.append("householdCriteria[3]", "ignored, Households not ticked");
    const submission = parseWithZod(form, { schema: dataAccessRequestSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.location).toEqual({ state: "Lagos" });
    expect(submission.value.householdCriteria).toEqual([]);
  });

  it("names each problem by its field", () => {
    const form = new FormData();
    form.append("emailAddress", "nobody");
    form.append("date", "2026-13-01");
    const submission = parseWithZod(form, { schema: dataAccessRequestSchema });
    expect(submission.status).toBe("error");
    expect(Object.keys(submission.reply().error ?? {}).sort()).toEqual([
      "date",
      "emailAddress",
      "officeAddress",
      "organizationName",
      "sector",
    ]);
  });

  it("keeps a phone number as +234…, however it was typed, and none when it is blank", () => {
    expect(dataAccessRequestSchema.parse({ ...required, phone: " 0803-123 4567 " }).phone).toBe("+2348031234567");
    expect(dataAccessRequestSchema.parse({ ...required, phone: "+234 (0) 803 123 4567" }).phone).toBe("+2348031234567");
    expect(dataAccessRequestSchema.parse({ ...required, phone: "  " }).phone).toBeUndefined();
    expect(dataAccessRequestSchema.parse(required).phone).toBeUndefined();
  });

  it("refuses what cannot be a Nigerian number, in the form's language", () => {
    const english = dataAccessRequestSchema.safeParse({ ...required, phone: "12345" });
    expect(english.error?.issues).toMatchObject([{ path: ["phone"], message: messages.en.grievanceForm.phoneInvalid }]);
    const form = new FormData();
    for (const [key, value] of Object.entries(required)) form.append(key, value);
    form.append("phone", "0803 123");
    const submission = parseWithZod(form, { schema: darRequestSchema(messages.ha) });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ phone: [messages.ha.grievanceForm.phoneInvalid] });
    expect(messages.ha.grievanceForm.phoneInvalid).not.toBe(messages.en.grievanceForm.phoneInvalid);
  });
});
