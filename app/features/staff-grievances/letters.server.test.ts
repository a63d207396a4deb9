import { describe, expect, it } from "vitest";
import { renderMail } from "~/features/mail/render.server";
import { letterDigest } from "~/features/cases/letter-digest.server";
import { closingLetter, grievanceLetterStep, replyLetter } from "./letters.server";

const LINKS = {
  statusPage: "https://nassco.example/ha/grievances/status",
  privacyPolicy: "https://nassco.example/ha/resource-hub/privacy-policy",
};
const REFERENCE = "GRV-2026-000123";

describe("letters about a grievance", () => {
  it("are written in the case's language, with the officer's words as written", () => {
    const letter = renderMail(closingLetter(REFERENCE, "paid", "An biya kuɗin a ranar 3 ga Disamba.", LINKS, "ha"));
    expect(letter.subject).toBe(`An warware rahotonku ${REFERENCE}`);
    expect(letter.text).toContain("An biya kuɗin a ranar 3 ga Disamba.");
    expect(letter.text).toContain(LINKS.statusPage);
    const english = renderMail(replyLetter(REFERENCE, "Please call 969 with your reference.", LINKS));
    expect(english.subject).toBe(`A reply about your report ${REFERENCE}`);
  });

  it("go only as previewed: Send before the preview, or with other words, shows the letter first", () => {
    const content = replyLetter(REFERENCE, "We are checking the payment list.", LINKS);
    const unseen = grievanceLetterStep("send", content, "", true, "en");
    expect(unseen).toMatchObject({ preview: { goes: true, unseen: true } });
    const stale = grievanceLetterStep("send", content, letterDigest(replyLetter(REFERENCE, "Other words.", LINKS)), true, "en");
    expect(stale).toHaveProperty("preview");
    expect(grievanceLetterStep("send", content, letterDigest(content), true, "en")).toEqual({ send: content });
  });

  it("is not written for a person who gave no address or no consent, and needs no preview then", () => {
    const content = replyLetter(REFERENCE, "We are checking the payment list.", LINKS);
    expect(grievanceLetterStep("send", content, "", false, "en")).toEqual({ send: null });
    expect(grievanceLetterStep("preview", content, "", false, "yo")).toMatchObject({
      preview: { goes: false, letter: { language: "Yoruba" } },
    });
  });
});
