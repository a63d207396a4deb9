import { describe, expect, it } from "vitest";
import { hashPassword, passwordMatches, passwordProblem } from "./password.server";

describe("passwordProblem", () => {
  it("asks for at least 12 characters, counted as a person sees them", () => {
    expect(passwordProblem("short words", [])).toMatch(/at least 12/);
    // Eleven letters, one of them written with a combining accent: still eleven.
    expect(passwordProblem("Kánoabcdefg", [])).toMatch(/at least 12/);
  });

  it("refuses a password on the common list, in any case", () => {
    expect(passwordProblem("password1234", [])).toMatch(/common passwords/);
    expect(passwordProblem("PASSWORD1234", [])).toMatch(/common passwords/);
  });

  it("refuses one that is easy to guess, its owner's own name included", () => {
    expect(passwordProblem("aaaaaaaaaaaaaaaa", [])).toMatch(/easy to guess/);
    expect(passwordProblem("adaobiadaobi", ["ada", "obi", "adaobi"])).toMatch(/easy to guess/);
  });

  it("accepts a few unrelated words", () => {
    expect(passwordProblem("tangerine lorry kaduna 47", ["ada_obi"])).toBeNull();
  });

  it("refuses more than 256 characters", () => {
    expect(passwordProblem("correct horse battery staple ".repeat(10), [])).toMatch(/at most 256/);
  });
});

describe("argon2id", () => {
  it("keeps the PHC string with OWASP's parameters, and checks against it", async () => {
    const stored = await hashPassword("tangerine lorry kaduna 47");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(stored, "tangerine lorry kaduna 47")).toBe(true);
    expect(await passwordMatches(stored, "tangerine lorry kaduna 48")).toBe(false);
  });

  it("treats the same letters typed in another Unicode form as the same password", async () => {
    const stored = await hashPassword("Kánó market day 2026");
    expect(await passwordMatches(stored, "Kánó market day 2026".normalize("NFD"))).toBe(true);
  });

  it("says no, after the same work, when nothing is stored", async () => {
    expect(await passwordMatches(null, "anything at all here")).toBe(false);
  });
});
