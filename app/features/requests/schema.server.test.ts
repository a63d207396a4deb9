import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { dataAccessRequestSchema } from "~/features/requests/schema.server";

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
});
