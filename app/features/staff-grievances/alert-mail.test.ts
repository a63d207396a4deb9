import { describe, expect, it } from "vitest";
import type { MailContent } from "~/features/mail/content";
import { fraudAlert } from "./fraud-alerts.server";
import { grievanceDigest } from "./grievance-digest.server";

/** Every word of a message, in one string. */
const textOf = (content: MailContent) => JSON.stringify(content);

describe("fraudAlert", () => {
  const alert = {
    reference: "GRV-2026-000123",
    state: "FCT",
    channel: "ussd",
    received_at: new Date("2026-11-25T13:05:00Z"),
    recipients: [],
  };

  it("names the case, its category, state, channel and time received in Lagos, and links to its page", () => {
    const mail = fraudAlert(alert, "https://staff.nassco.example");
    expect(mail.subject).toBe("Fraud report GRV-2026-000123 (Federal Capital Territory)");
    const text = textOf(mail);
    expect(text).toContain("2026-11-25 14:05 (Lagos time)");
    expect(text).toContain("USSD");
    expect(text).toContain("https://staff.nassco.example/staff/grievances/GRV-2026-000123");
  });

  it("says where to find it when the back office has no address", () => {
    expect(textOf(fraudAlert(alert, null))).toContain("Find GRV-2026-000123 under Grievances in the back office.");
  });
});

describe("grievanceDigest", () => {
  const entry = (reference: string, category: string) => ({
    reference,
    category,
    state: "Kano",
    channel: "web",
    received_at: "2026-11-25T08:00:00Z",
  });

  it("lists fraud reports before the other new cases, with the desk's open and overdue counts", () => {
    const mail = grievanceDigest(
      {
        desk: "Kano",
        new: [entry("GRV-2026-000001", "enrolment"), entry("GRV-2026-000002", "fraud")],
        reopened: [],
        open: 7,
        overdue: 2,
      },
      "November 25, 2026",
      null,
    );
    expect(mail.subject).toBe("Grievances, November 25, 2026: 2 new (1 fraud), 0 reopened, 2 overdue");
    expect(mail.heading).toBe("Grievances on November 25, 2026, the Kano desk");
    const text = textOf(mail);
    expect(text.indexOf("GRV-2026-000002")).toBeLessThan(text.indexOf("GRV-2026-000001"));
    expect(text).toContain("Open: 7 cases, of which 2 overdue");
  });

  it("says none where a list is empty, for the national office", () => {
    const mail = grievanceDigest({ desk: null, new: [], reopened: [], open: 0, overdue: 1 }, "November 25, 2026", null);
    expect(mail.heading).toBe("Grievances on November 25, 2026, every state");
    expect(textOf(mail)).toContain("Fraud reports since the last digest (0 cases): none.");
    expect(textOf(mail)).toContain("Reopened: the person said it was not fixed (0 cases): none.");
  });

  it("tells the officers of each case a person reopened, with its own promised date", () => {
    const reopened = {
      reference: "GRV-2026-000003",
      category: "payment-not-received",
      state: "Kano",
      reopened_at: "2026-11-25T09:00:00Z",
      expected_on: "2026-12-09",
    };
    const mail = grievanceDigest({ desk: "Kano", new: [], reopened: [reopened], open: 1, overdue: 0 }, "November 25, 2026", null);
    expect(mail.subject).toContain("1 reopened");
    expect(textOf(mail)).toMatch(/GRV-2026-000003, .*, Kano, reopened .*, to resolve by December 09, 2026/);
  });
});
