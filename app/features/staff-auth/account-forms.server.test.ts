import { describe, expect, it } from "vitest";
import { accountsIntent, inviteSchema, readAccountChange, rolesSchema } from "./account-forms.server";
import { DESK_NEEDED } from "./desk";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

function refusal(run: () => unknown): { status: number; text: Promise<string> } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, text: error.text() };
  }
}

describe("accountsIntent", () => {
  it("tells the invitation and the roles form from an account's buttons", () => {
    expect(accountsIntent(form([["intent", "invite"]]))).toBe("invite");
    expect(accountsIntent(form([["intent", "roles"]]))).toBe("roles");
    expect(accountsIntent(form([["intent", "desk"]]))).toBe("desk");
    expect(accountsIntent(form([["intent", "unlock"]]))).toBe("change");
    expect(accountsIntent(form([]))).toBe("change");
  });
});

describe("readAccountChange", () => {
  it("reads a change of another account", () => {
    expect(
      readAccountChange(
        form([
          ["intent", "disable"],
          ["account", "ada_obi"],
        ]),
        "admin",
      ),
    ).toEqual({ intent: "disable", account: "ada_obi" });
  });

  it("refuses an unknown change or a malformed name with a 400", async () => {
    for (const entries of [
      [
        ["intent", "delete"],
        ["account", "ada_obi"],
      ],
      [
        ["intent", "unlock"],
        ["account", "Ada Obi"],
      ],
    ] as [string, string][][]) {
      const refused = refusal(() => readAccountChange(form(entries), "admin"));
      expect(refused?.status).toBe(400);
      expect(await refused?.text).toBe("That change cannot be made.");
    }
  });

  it("refuses disabling one's own account", async () => {
    const refused = refusal(() =>
      readAccountChange(
        form([
          ["intent", "disable"],
          ["account", "admin"],
        ]),
        "admin",
      ),
    );
    expect(refused?.status).toBe(400);
    expect(await refused?.text).toBe("You cannot disable or reset your own account.");
  });
});

describe("inviteSchema and rolesSchema", () => {
  const email = "ada.obi@nassco.example";

  it("takes a name in lower case, trimmed, an address, and at least one known role", () => {
    const invite = inviteSchema.parse({
      intent: "invite",
      name: " Ada_Obi ",
      displayName: " Ada Obi ",
      email: " Ada.Obi@NASSCO.example ",
      roles: ["editor"],
    });
    expect(invite).toEqual({ intent: "invite", name: "ada_obi", displayName: "Ada Obi", email, roles: ["editor"], desk: null });
  });

  it("refuses an invitation without an address, or with one that is not an address", () => {
    const invite = { intent: "invite", name: "ada_obi", displayName: "Ada Obi", roles: ["editor"] };
    expect(inviteSchema.safeParse(invite).success).toBe(false);
    expect(inviteSchema.safeParse({ ...invite, email: "ada.obi" }).success).toBe(false);
  });

  it("gives a grievance officer the desk chosen, and refuses one without a desk", () => {
    const officer = { intent: "invite", name: "ada_obi", displayName: "Ada Obi", email, roles: ["grievance_officer"] };
    expect(inviteSchema.parse({ ...officer, desk: "Kano" }).desk).toBe("Kano");
    expect(inviteSchema.parse({ ...officer, desk: "national" }).desk).toBe("national");
    const refused = inviteSchema.safeParse(officer);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["desk"], message: DESK_NEEDED })]);
    expect(inviteSchema.safeParse({ ...officer, roles: ["editor"], desk: "Kano" }).success).toBe(false);
  });

  it("refuses a name that starts with a digit, no roles, or a role the site does not have", () => {
    expect(inviteSchema.safeParse({ intent: "invite", name: "1ada", displayName: "Ada", email, roles: ["editor"] }).success).toBe(false);
    expect(rolesSchema.safeParse({ intent: "roles", account: "ada_obi", roles: [] }).success).toBe(false);
    expect(rolesSchema.safeParse({ intent: "roles", account: "ada_obi", roles: ["owner"] }).success).toBe(false);
    expect(rolesSchema.safeParse({ intent: "roles", account: "ada_obi", roles: ["publisher", "admin"] }).success).toBe(true);
  });
});
