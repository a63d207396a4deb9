import { describe, expect, it } from "vitest";
import { parsePartnerReport, RECEIVED_WITHIN_DAYS } from "./fields.server";

const NOW = new Date("2026-12-10T12:00:00Z");
const REPORT = { service_code: "enrolment", description: "  Our household was removed from the list.  ", state: "Kano" };

describe("a partner's report", () => {
  it("keeps Open311's fields and our extensions, trimmed, with defaults", () => {
    expect(parsePartnerReport(REPORT, NOW)).toEqual({
      ok: true,
      report: {
        category: "enrolment",
        description: "Our household was removed from the list.",
        state: "Kano",
        lga: null,
        contact_name: null,
        phone: null,
        email: null,
        may_contact: false,
        locale: "en",
        received_at: null,
      },
    });
  });

  it("joins the names, tidies the phone and e-mail, and reads consent as a form or JSON sends it", () => {
    const form = parsePartnerReport(
      { ...REPORT, first_name: "Amina", last_name: " Bello", phone: "(0803) 123-4567", email: "A.Bello@Example.org", may_contact: "yes" },
      NOW,
    );
    expect(form).toMatchObject({
      ok: true,
      report: { contact_name: "Amina Bello", phone: "+2348031234567", email: "a.bello@example.org", may_contact: true },
    });
    expect(parsePartnerReport({ ...REPORT, email: "a@b.org", may_contact: true }, NOW)).toMatchObject({ report: { may_contact: true } });
    expect(parsePartnerReport({ ...REPORT, may_contact: "false" }, NOW)).toMatchObject({ report: { may_contact: false } });
  });

  it("refuses a number that is not a Nigerian one, rather than store it as typed", () => {
    for (const phone of ["+44 20 7946 0958", "1234567", "0803 123"])
      expect(parsePartnerReport({ ...REPORT, phone }, NOW)).toMatchObject({
        ok: false,
        errors: ["phone must be a Nigerian number, such as 0803 123 4567 or +234 803 123 4567."],
      });
  });

  it("drops control characters, which PostgreSQL would refuse", () => {
    expect(parsePartnerReport({ ...REPORT, description: "Paid\u0000 twice\u0007\nthen none", state: "Ka\u0000no" }, NOW)).toMatchObject({
      report: { description: "Paid twice\nthen none", state: "Kano" },
    });
  });

  it("reads when the partner took it, with its zone", () => {
    expect(parsePartnerReport({ ...REPORT, received_at: "2026-12-09T10:00:00+01:00", locale: "yo" }, NOW)).toMatchObject({
      report: { received_at: "2026-12-09T09:00:00.000Z", locale: "yo" },
    });
  });

  it("names every mistake at once", () => {
    const read = parsePartnerReport(
      { service_code: "potholes", description: " ", phone: "12", email: "nobody", may_contact: "maybe", locale: "fr" },
      NOW,
    );
    expect(read.ok).toBe(false);
    const errors = read.ok ? [] : read.errors;
    for (const field of ["service_code", "description", "state", "phone", "email", "may_contact", "locale"])
      expect(
        errors.some((error) => error.startsWith(field)),
        field,
      ).toBe(true);
  });

  it("refuses consent without a way to reach the person, and fields that are not text", () => {
    expect(parsePartnerReport({ ...REPORT, may_contact: "true" }, NOW)).toMatchObject({ ok: false });
    expect(parsePartnerReport({ ...REPORT, description: 42 }, NOW)).toMatchObject({
      ok: false,
      errors: ["description must be text.", expect.any(String)],
    });
  });

  it("refuses a time in the future, too old, or without its zone", () => {
    const old = new Date(NOW.getTime() - (RECEIVED_WITHIN_DAYS + 1) * 86_400_000).toISOString();
    for (const received_at of ["2026-12-11T12:00:00Z", old, "2026-12-09T10:00:00"])
      expect(parsePartnerReport({ ...REPORT, received_at }, NOW).ok, received_at).toBe(false);
  });
});
