import { describe, expect, it } from "vitest";
import { contact, officeContactFrom, launchOfficeChannels } from "~/content/contact";
import { paperFormItems } from "./paper-form.server";

const ORIGIN = "https://nassco.example.gov.ng";

/** The form's words, as one text. */
function textOf(items: ReturnType<typeof paperFormItems>): string {
  return items.map((item) => ("text" in item ? item.text : "label" in item ? item.label : "")).join("\n");
}

describe("the printable form", () => {
  it("sends the form to the head office, not to a guessed e-mail address, and names the site in full", () => {
    const text = textOf(paperFormItems(contact, ORIGIN));
    expect(contact.nsrSupportEmail.provenance).toBe("illustrative");
    expect(text).not.toContain(contact.nsrSupportEmail.value);
    expect(text).not.toContain(contact.infoEmail.value);
    expect(text).toContain("Hand the completed form in at the NASSCO head office");
    expect(text).toContain("Abuja, Federal Capital Territory, Nigeria (street address to be confirmed)");
    expect(text).toContain(`apply online at ${ORIGIN}/nsr/data-access-request-form.`);
    expect(text).toContain(`at ${ORIGIN}/nsr/data-access-request-form/status: enter the reference number and the code`);
    expect(text).not.toMatch(/ \/nsr\//);
  });

  it("names the e-mail address once the office has confirmed it", () => {
    const confirmed = officeContactFrom(
      launchOfficeChannels.map((channel) =>
        channel.id === "national-nsr-email" ? { ...channel, provenance: "confirmed" as const } : channel,
      ),
    );
    const text = textOf(paperFormItems(confirmed, ORIGIN));
    expect(text).toContain(`or e-mail a scan of it to ${contact.nsrSupportEmail.value}.`);
  });
});
