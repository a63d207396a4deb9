import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { ha } from "~/i18n/messages/ha";
import type { Messages } from "~/i18n/messages/en";
import { grievanceSchema } from "./schema.server";
import { registerLga, type RegisterPlaces } from "~/features/places/names";

const places: RegisterPlaces = new Map([
  ["Kano", ["Dala", "Fagge", "Gwale", "Nasarawa", "Tarauni"]],
  ["Ekiti", ["Ido Osi", "Ido-Osi"]],
  ["FCT", ["Abaji", "Municipal Area Council"]],
]);

const report = { description: "No payment since June", category: "payment-not-received", state: "Kano" };

/** The form as Conform reads a post: every value a string, an unticked box absent. */
function post(fields: Record<string, string>, words: Messages = en) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: grievanceSchema(words, places) });
}

function errorsOf(fields: Record<string, string>, words: Messages = en) {
  const submission = post(fields, words);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

describe("the grievance form's rules", () => {
  it("takes a report with nothing but what happened, a category and a state: anonymous, no consent", () => {
    const submission = post(report);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      ...report,
      lga: undefined,
      name: undefined,
      phone: undefined,
      email: undefined,
      mayContact: false,
    });
  });

  it("stores the register's spelling of an LGA of the chosen state, and refuses one of another state with the state's list", () => {
    const submission = post({ ...report, lga: " tarauni " });
    expect(submission.status === "success" && submission.value.lga).toBe("Tarauni");
    expect(registerLga(places, "Ekiti", "IDO-OSI")).toBe("Ido Osi");
    expect(registerLga(places, "FCT", "municipal area council")).toBe("Municipal Area Council");
    const errors = errorsOf({ ...report, lga: "Tarauny" });
    expect(errors.lga?.[0]).toBe(
      "“Tarauny” is not an LGA of Kano in the register. Check the spelling, or leave it empty. The nearest in the register: Tarauni, Dala, Fagge.",
    );
  });

  it("takes the spellings people use: with LGA or Local Government after the name, a letter doubled", () => {
    for (const [typed, lga] of [
      ["Gwale LGA", "Gwale"],
      ["gwale l.g.a.", "Gwale"],
      ["Fagge Local Government Area", "Fagge"],
      ["Nassarawa", "Nasarawa"],
      ["NASSARAWA LGA", "Nasarawa"],
    ]) {
      const submission = post({ ...report, lga: typed! });
      expect(submission.status === "success" && submission.value.lga, typed).toBe(lga);
    }
    // Two LGAs that differ only in a doubled letter would not be guessed between.
    expect(registerLga(new Map([["X", ["Ala", "Alla"]]]), "X", "Allla")).toBeNull();
  });

  it("says every mistake at once: a wrong LGA and a missing consent's contact beside an empty description", () => {
    const errors = errorsOf({ ...report, description: "", lga: "Nowhere", mayContact: "on" });
    expect(errors.description).toEqual([en.grievanceForm.descriptionMissing]);
    expect(errors.lga?.[0]).toContain("“Nowhere” is not an LGA of Kano");
    expect(errors.mayContact).toEqual([en.grievanceForm.consentNeedsContact]);
  });

  it("refuses a category or a state that is not on its list", () => {
    expect(errorsOf({ ...report, category: "complaint" }).category).toEqual([en.grievanceForm.categoryMissing]);
    expect(errorsOf({ ...report, category: "" }).category).toEqual([en.grievanceForm.categoryMissing]);
    expect(errorsOf({ ...report, state: "Lagos" }).state).toEqual([en.grievanceForm.stateMissing]);
    expect(errorsOf({ ...report, state: "" }).state).toEqual([en.grievanceForm.stateMissing]);
    expect(post({ ...report, state: "FCT" }).status).toBe("success");
  });

  it("refuses consent to contact without a phone number or an e-mail address, in the form's language", () => {
    expect(errorsOf({ ...report, mayContact: "on", name: "Amina" }).mayContact).toEqual([en.grievanceForm.consentNeedsContact]);
    expect(errorsOf({ ...report, mayContact: "on" }, ha).mayContact).toEqual([ha.grievanceForm.consentNeedsContact]);
    const byPhone = post({ ...report, mayContact: "on", phone: "0803 123 4567" });
    expect(byPhone.status === "success" && byPhone.value).toMatchObject({ mayContact: true, phone: "+2348031234567" });
    const byMail = post({ ...report, mayContact: "on", email: "Amina@Example.ORG" });
    expect(byMail.status === "success" && byMail.value).toMatchObject({ mayContact: true, email: "amina@example.org" });
  });

  it("refuses a bad phone number or address, and what happened over 4000 characters", () => {
    expect(errorsOf({ ...report, phone: "12345" }).phone).toEqual([en.grievanceForm.phoneInvalid]);
    expect(errorsOf({ ...report, email: "amina@" }).email).toEqual([en.grievanceForm.emailInvalid]);
    expect(errorsOf({ ...report, description: "x".repeat(4001) }).description?.[0]).toContain("4000");
    expect(errorsOf({ ...report, description: "   " }).description).toEqual([en.grievanceForm.descriptionMissing]);
  });
});
