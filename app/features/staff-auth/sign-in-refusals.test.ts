import { describe, expect, it } from "vitest";
import { BUSY_SIGN_IN, WRONG_SIGN_IN } from "./messages";
import { busyRefusal, codeRefusal, passwordChangeRefusal, passwordRefusal, refusalHeaders } from "./sign-in-refusals";

describe("passwordRefusal", () => {
  it("answers a wrong name or password with one 401, and no wait", () => {
    const refusal = passwordRefusal({ refused: "wrong" });
    expect(refusal).toEqual({ status: 401, formErrors: [WRONG_SIGN_IN] });
    expect(refusalHeaders(refusal)).toBeUndefined();
  });

  it("tells a locked name how long to wait, in minutes, with Retry-After in seconds", () => {
    const refusal = passwordRefusal({ refused: "locked", waitSeconds: 61 });
    expect(refusal.status).toBe(429);
    expect(refusal.formErrors?.[0]).toMatch(/Wait 2 minutes/);
    expect(refusalHeaders(refusal)).toEqual({ "Retry-After": "61" });
  });

  it("says that a browser signed in on before is not held by the lock", () => {
    expect(passwordRefusal({ refused: "locked", waitSeconds: 900 }).formErrors?.[0]).toMatch(
      /Wait 15 minutes, then try again, or sign in on a computer or phone you have signed in on before, or ask an administrator/,
    );
    expect(codeRefusal({ signedIn: false, startAgain: false, waitSeconds: 900 }).formErrors?.[0]).toMatch(/signed in on before/);
  });

  it("asks to try again shortly when too many passwords are being checked", () => {
    expect(passwordRefusal({ refused: "busy", waitSeconds: 10 })).toEqual({ status: 429, formErrors: [BUSY_SIGN_IN], retryAfter: 10 });
  });
});

describe("codeRefusal", () => {
  it("is a 401 for a wrong code and a 429 once locked", () => {
    expect(codeRefusal({ signedIn: false, startAgain: false, waitSeconds: 0 })).toEqual({ status: 401, formErrors: [WRONG_SIGN_IN] });
    expect(codeRefusal({ signedIn: false, startAgain: false, waitSeconds: 900 })).toMatchObject({ status: 429, retryAfter: 900 });
  });
});

describe("passwordChangeRefusal", () => {
  it("puts a wrong current password and an unchanged one under their fields", () => {
    expect(passwordChangeRefusal({ refused: "wrong" })).toEqual({
      status: 400,
      fieldErrors: { current: ["Your current password is not right. Check it and try again."] },
    });
    expect(passwordChangeRefusal({ refused: "same" }).fieldErrors).toHaveProperty("password");
  });

  it("refuses the whole form while the name is locked", () => {
    const refusal = passwordChangeRefusal({ refused: "locked", waitSeconds: 300 });
    expect(refusal).toMatchObject({ status: 429, retryAfter: 300 });
    // Already signed in: no word of signing in elsewhere.
    expect(refusal.formErrors?.[0]).not.toMatch(/signed in on before/);
  });
});

describe("busyRefusal", () => {
  it("answers a full passwords' queue as sign-in does: 429, the busy words, Retry-After", () => {
    const refusal = busyRefusal(10);
    expect(refusal).toEqual({ status: 429, formErrors: [BUSY_SIGN_IN], retryAfter: 10 });
    expect(refusalHeaders(refusal)).toEqual({ "Retry-After": "10" });
  });
});
