import { describe, expect, it } from "vitest";
import { changePasswordSchemaFor, newPasswordSchemaFor } from "./password-rules.server";

const person = { name: "ada_obi", displayName: "Ada Obi" };

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("newPasswordSchemaFor", () => {
  it("accepts a few unrelated words, typed twice", () => {
    const password = "tangerine lorry kaduna 47";
    expect(newPasswordSchemaFor(person).safeParse({ password, confirm: password }).success).toBe(true);
  });

  it("refuses a password made of the person's own names", () => {
    const result = newPasswordSchemaFor(person).safeParse({ password: "adaobiadaobi", confirm: "adaobiadaobi" });
    expect(messages(result)).toEqual([expect.stringMatching(/^password: .*easy to guess/)]);
  });

  it("refuses two passwords that differ", () => {
    const result = newPasswordSchemaFor(person).safeParse({ password: "tangerine lorry kaduna 47", confirm: "tangerine lorry" });
    expect(messages(result)).toEqual(["confirm: The two passwords are not the same"]);
  });
});

describe("changePasswordSchemaFor", () => {
  it("asks for the current password as well", () => {
    const password = "tangerine lorry kaduna 47";
    expect(messages(changePasswordSchemaFor(person).safeParse({ current: "", password, confirm: password }))).toEqual([
      "current: Enter your current password",
    ]);
  });
});
