import { describe, expect, it } from "vitest";
import { contact, launchOfficeChannels, officeContactFrom, type OfficeChannel } from "./contact";

const channel = (id: string): OfficeChannel => launchOfficeChannels.find((one) => one.id === id)!;

describe("the office's contact details from its channels", () => {
  it("are the launch values when every channel is live as the seed wrote it", () => {
    expect(officeContactFrom(launchOfficeChannels)).toEqual(contact);
    expect(contact.social.map((network) => network.name)).toEqual(["Facebook", "X", "Instagram", "LinkedIn"]);
  });

  it("take a changed channel, and keep a named detail whose row is not live, so a sentence naming it still reads", () => {
    const confirmed: OfficeChannel = { ...channel("national-info-email"), value: "enquiries@nassco.gov.ng", provenance: "confirmed" };
    const details = officeContactFrom([confirmed, channel("national-x")]);
    expect(details.infoEmail).toEqual({ value: "enquiries@nassco.gov.ng", provenance: "confirmed", source: null });
    expect(details.tollFreeLine.value).toBe("969");
  });

  it("list only the accounts that are live, with their sources", () => {
    const details = officeContactFrom([channel("national-x")]);
    expect(details.social).toEqual([
      {
        name: "X",
        value: "https://x.com/NasscoNigeria",
        provenance: "published",
        source: { url: "https://thecable.ng/national-social-register-built-by-states-nassco-replies-nec", asAt: "2023-07-21" },
      },
    ]);
  });
});
