import { describe, expect, it } from "vitest";
import { changeDone, changesOffered, maskedAddress, OWN_ACCOUNT, OWN_ROLES, ownAccountRefusal, rolesDone } from "./account-changes";

describe("changesOffered", () => {
  const account = { name: "ada_obi", disabled: false, enrolled: true };

  it("offers nothing on one's own account", () => {
    expect(changesOffered(account, "ada_obi")).toEqual([]);
  });

  it("offers disable, unlock and a new set-up for an active account", () => {
    expect(changesOffered(account, "admin")).toEqual(["disable", "unlock", "reset"]);
  });

  it("offers enable, not a new set-up, for a disabled account", () => {
    expect(changesOffered({ ...account, disabled: true }, "admin")).toEqual(["enable", "unlock"]);
  });

  it("offers someone still invited a new invitation, not a new set-up", () => {
    expect(changesOffered({ ...account, enrolled: false }, "admin")).toEqual(["disable", "unlock", "resend"]);
    expect(changesOffered({ ...account, enrolled: false, disabled: true }, "admin")).toEqual(["enable", "unlock"]);
  });
});

describe("ownAccountRefusal", () => {
  it("refuses disabling, resetting and changing the roles of one's own account", () => {
    expect(ownAccountRefusal("disable", "admin", "admin")).toBe(OWN_ACCOUNT);
    expect(ownAccountRefusal("reset", "admin", "admin")).toBe(OWN_ACCOUNT);
    expect(ownAccountRefusal("resend", "admin", "admin")).toBe(OWN_ACCOUNT);
    expect(ownAccountRefusal("roles", "admin", "admin")).toBe(OWN_ROLES);
  });

  it("lets one unlock or enable one's own, and change anyone else's", () => {
    expect(ownAccountRefusal("unlock", "admin", "admin")).toBeNull();
    expect(ownAccountRefusal("enable", "admin", "admin")).toBeNull();
    expect(ownAccountRefusal("disable", "ada_obi", "admin")).toBeNull();
    expect(ownAccountRefusal("roles", "ada_obi", "admin")).toBeNull();
  });
});

describe("what the page says when done", () => {
  it("names the account and the change", () => {
    expect(changeDone("disable", "ada_obi")).toBe("ada_obi disabled, and signed out everywhere");
    expect(changeDone("unlock", "ada_obi")).toBe("ada_obi unlocked");
    expect(rolesDone("ada_obi", true)).toBe("ada_obi's roles changed, and they were signed out");
    expect(rolesDone("ada_obi", false)).toBe("ada_obi already had those roles");
  });
});

describe("maskedAddress", () => {
  it("shows the first letter and the domain, never the rest", () => {
    expect(maskedAddress("ada.obi@nassco.gov.ng")).toBe("a…@nassco.gov.ng");
    expect(maskedAddress("x@example.com")).toBe("x…@example.com");
  });
});
