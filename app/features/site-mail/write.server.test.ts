import { describe, expect, it } from "vitest";
import { contact } from "~/content/contact";
import type { QueuedMessage } from "~/features/mail/outbox.server";
import { format } from "~/i18n/format";
import { mailWords } from "~/i18n/mail-words.server";
import { mailSettings, siteOrigin } from "~/utils/env.server";
import { siteMailWriter } from "./write.server";

const write = siteMailWriter(() => Promise.resolve(contact));
const ID = "0b7c2f4e-3d51-4a8e-9f62-1c0d5e7a9b31";
const queued = (kind: QueuedMessage["kind"], params: Record<string, unknown>, recipient: string | null = "amina@example.org") => ({
  messageId: `<${ID}@site>`,
  kind,
  recipient,
  reference: typeof params.reference === "string" ? params.reference : null,
  params,
});
const GRIEVANCE = { locale: "ha", reference: "GRV-2026-000123", code: "7KQ2-M9XD-4HTP", expected_on: "2026-12-29", may_contact: false };

describe("the mail the public site queues, as the back office writes it (decision 0088)", () => {
  it("writes a grievance acknowledgement in the report's language, with its code, links to the site and the office's headers", async () => {
    const message = await write(queued("grievance acknowledgement", GRIEVANCE));
    expect(message.recipient).toBe("amina@example.org");
    expect(message.subject).toBe(format(mailWords.ha.grvAckSubject, { reference: "GRV-2026-000123" }));
    expect(message.text).toContain(`${siteOrigin()}/ha/grievances/status?reference=GRV-2026-000123&code=7KQ2-M9XD-4HTP`);
    expect(message.html).toContain('<html lang="ha"');
    expect(message.headers).toEqual({ "Reply-To": mailSettings().replyTo, "Auto-Submitted": "auto-generated" });
    // The Message-ID the database fixed, on the site's host: every attempt sends the same.
    expect(message.messageId).toBe(`<${ID}@${new URL(siteOrigin()).hostname}>`);
  });

  it("writes a request's acknowledgement with the office's contact, and its summary from the request the database gave", async () => {
    const acknowledgement = await write(
      queued("request acknowledgement", { locale: "en", reference: "DAR-2026-000123", code: "7KQ2-M9XD-4HTP" }),
    );
    expect(acknowledgement.subject).toBe("We have received your data access request DAR-2026-000123");
    expect(acknowledgement.text).toContain(contact.nsrSupportEmail.value);
    const summary = await write(
      queued("request summary", {
        locale: "en",
        reference: "DAR-2026-000123",
        request: { reference: "DAR-2026-000123", organization_name: "Kano Research Trust", purpose: "A study of cash transfers." },
      }),
    );
    expect(summary.subject).toBe("Your data access request DAR-2026-000123: what you sent");
    expect(summary.text).toContain("Kano Research Trust");
    expect(summary.text).toContain("A study of cash transfers.");
  });

  it("sends the office's notice to its own mailbox, which the site never names", async () => {
    const message = await write(
      queued("staff notification", { reference: "DAR-2026-000123", organisation: "Kano Research Trust", channel: "web form" }, null),
    );
    expect(message.recipient).toBe(mailSettings().staffNotifyTo);
    expect(message.subject).toBe("New data access request DAR-2026-000123");
    expect(message.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });

  it("writes a newsletter confirmation whose links carry the sign-up's secret, with one-click unsubscribe", async () => {
    const token = "Xq3v9LmT2rB7kP0sW5yZ8aC1dE4fG6hJ-_nQuRtVwYx";
    const message = await write(queued("newsletter confirmation", { locale: "yo", token }));
    expect(message.subject).toBe(mailWords.yo.confirmSubject);
    expect(message.text).toContain(`${siteOrigin()}/yo/newsletter/confirm?token=${token}`);
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${siteOrigin()}/yo/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("writes a payment alert confirmation and each alert with links carrying the subscription's secret (decision 0109)", async () => {
    const token = "Xq3v9LmT2rB7kP0sW5yZ8aC1dE4fG6hJ-_nQuRtVwYx";
    const confirmation = await write(queued("payment alert confirmation", { locale: "ha", token, state: "Kano", lga: "Dala" }));
    expect(confirmation.subject).toBe(format(mailWords.ha.alertConfirmSubject, { lga: "Dala" }));
    expect(confirmation.text).toContain(`${siteOrigin()}/ha/payments/alerts/confirm?token=${token}`);
    const window = { state: "Kano", lga: "Dala", opens_on: "2099-03-12", closes_on: "2099-03-16", amount_naira: 25000 };
    const ways = { by_bank: true, by_wallet: false, at_pay_points: false, pause_reason: null };
    const alert = await write(queued("payment alert", { alert: "changed", ...window, ...ways, locale: "en", token }));
    expect(alert.subject).toBe("Payments in Dala, Kano: news from NASSCO");
    expect(alert.text).toContain("The payment in Dala has changed.");
    expect(alert.text).toContain("The next payment in Dala: March 12 to March 16, 2099.");
    expect(alert.text).toContain("₦25,000 a household.");
    expect(alert.text).toContain("Nobody can get you paid sooner");
    expect(alert.text).toContain(`${siteOrigin()}/payments/kano/dala`);
    expect(alert.headers).toEqual({
      "List-Unsubscribe": `<${siteOrigin()}/payments/alerts/stop?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      Precedence: "bulk",
    });
    const withdrawn = await write(queued("payment alert", { alert: "withdrawn", ...window, locale: "en", token }));
    expect(withdrawn.text).toContain("The payment of March 12 to March 16, 2099 in Dala has been withdrawn.");
  });

  it("refuses what it cannot write, rather than send half a letter", async () => {
    await expect(write(queued("grievance acknowledgement", { ...GRIEVANCE, code: undefined }))).rejects.toThrow(/no code/);
    await expect(write(queued("grievance acknowledgement", { ...GRIEVANCE, locale: "fr" }))).rejects.toThrow(/unknown language/);
    await expect(write(queued("grievance acknowledgement", GRIEVANCE, null))).rejects.toThrow(/no address/);
    await expect(write(queued("request letter", GRIEVANCE))).rejects.toThrow(/does not queue/);
  });
});
