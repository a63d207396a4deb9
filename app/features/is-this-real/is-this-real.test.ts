import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { contactChannelSeed } from "../../../prisma/seeds/content/contact-channels";
import { unclickable } from "./known-fake";
import { channelHref, inReadersWords, LAUNCH_LABEL_KEYS, realChannelsByKind, type ChannelRow } from "./real-channels";

const row = (id: string, kind: string, provenance: ChannelRow["provenance"] = "spec"): ChannelRow => ({
  id,
  kind,
  value: "969",
  label: "",
  checkedOn: null,
  provenance,
  source: null,
});

describe("the real channels", () => {
  it("lists only channels with a basis, never one we guessed", () => {
    const groups = realChannelsByKind([row("a", "phone"), row("b", "email", "illustrative"), row("c", "social", "published")]);
    expect(groups.flatMap((group) => group.channels.map((channel) => channel.id))).toEqual(["a", "c"]);
  });

  it("groups them by kind in the page's order, leaving out kinds without one and kinds that are no channel", () => {
    const groups = realChannelsByKind([
      row("x", "social", "confirmed"),
      row("d", "domain"),
      row("p", "phone"),
      row("h", "hours"),
      row("s", "address"),
      row("p2", "phone"),
    ]);
    expect(groups.map((group) => [group.kind, group.channels.map((channel) => channel.id)])).toEqual([
      ["phone", ["p", "p2"]],
      ["domain", ["d"]],
      ["social", ["x"]],
    ]);
  });

  it("links a number, a domain, an account and an address, and leaves a short code and a sender as text", () => {
    expect(channelHref({ kind: "phone", value: "0800 123" })).toBe("tel:0800123");
    expect(channelHref({ kind: "domain", value: "nassp.gov.ng" })).toBe("https://nassp.gov.ng/");
    expect(channelHref({ kind: "social", value: "https://x.com/NasscoNigeria" })).toBe("https://x.com/NasscoNigeria");
    expect(channelHref({ kind: "email", value: "info@example.org" })).toBe("mailto:info@example.org");
    expect(channelHref({ kind: "short-code", value: "*969*" })).toBeNull();
    expect(channelHref({ kind: "sender", value: "no-reply@example.org" })).toBeNull();
  });
});

describe("a fake, written so it cannot be followed", () => {
  it("brackets the dots of a domain and drops the scheme", () => {
    expect(unclickable("nctocct.com")).toBe("nctocct[.]com");
    expect(unclickable("huppcct.com.ng")).toBe("huppcct[.]com[.]ng");
    expect(unclickable("Apply at https://www.fake-grant.org/form now.")).toBe("Apply at www[.]fake-grant[.]org/form now.");
  });

  it("leaves amounts, sentences and plain words alone", () => {
    expect(unclickable("₦50,000 Child Support Fund")).toBe("₦50,000 Child Support Fund");
    expect(unclickable("Pay ₦300.00 now. Then wait.")).toBe("Pay ₦300.00 now. Then wait.");
  });
});

describe("what a channel is for, in the reader's words", () => {
  it("has each launch label in every language, in words other than English's", () => {
    for (const [id, key] of Object.entries(LAUNCH_LABEL_KEYS)) {
      // The messages' English is the label the seed launches the row with.
      expect(contactChannelSeed.find((channel) => channel.id === id)?.label, id).toBe(messages.en.isThisReal[key]);
      for (const locale of LOCALES.filter((code) => code !== "en"))
        expect(messages[locale].isThisReal[key], `${locale} ${key}`).not.toBe(messages.en.isThisReal[key]);
    }
  });

  it("shows a launch label in the reader's words, and one the office changed in its English, marked so", () => {
    const english = { ...row("national-toll-free", "phone"), label: "Toll-free line", labelInEnglish: true };
    expect(inReadersWords(english, messages.ha.isThisReal, messages.en.isThisReal)).toMatchObject({
      label: "Layin waya na kyauta",
      labelInEnglish: false,
    });
    const changed = { ...english, label: "Toll-free line, 8am to 6pm" };
    expect(inReadersWords(changed, messages.ha.isThisReal, messages.en.isThisReal)).toEqual(changed);
    const translated = { ...english, label: "Layin kyauta na ofishin", labelInEnglish: false };
    expect(inReadersWords(translated, messages.ha.isThisReal, messages.en.isThisReal)).toEqual(translated);
  });
});
