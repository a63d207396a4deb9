import { describe, expect, it } from "vitest";
import { accountsIntent, inviteSchema, readAccountChange, rolesSchema } from "./account-forms.server";

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
  it("takes a name in lower case, trimmed, and at least one known role", () => {
    const invite = inviteSchema.parse({ intent: "invite", name: " Ada_Obi ", displayName: " Ada Obi ", roles: ["editor"] });
    expect(invite).toEqual({ intent: "invite", name: "ada_obi", displayName: "Ada Obi", roles: ["editor"] });
  });

  it("refuses a name that starts with a digit, no roles, or a role the site does not have", () => {
    expect(inviteSchema.safeParse({ intent: "invite", name: "1ada", displayName: "Ada", roles: ["editor"] }).success).toBe(false);
    expect(rolesSchema.safeParse({ intent: "roles", account: "ada_obi", roles: [] }).success).toBe(false);
    expect(rolesSchema.safeParse({ intent: "roles", account: "ada_obi", roles: ["owner"] }).success).toBe(false);
    expect(rolesSchema.safeParse({ intent: "roles", account: "ada_obi", roles: ["publisher", "admin"] }).success).toBe(true);
  });
});
