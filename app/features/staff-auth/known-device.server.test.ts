import { describe, expect, it } from "vitest";
import { newDevice, signedDevice } from "./known-device.server";
import { sessionSecret } from "~/utils/secret.server";
import { sha256 } from "./totp.server";

describe("device cookies", () => {
  it("are a random id and its signature, naming nobody, and each new one differs", () => {
    const one = newDevice();
    const two = newDevice();
    expect(one.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(one.value).not.toBe(two.value);
    expect(one.sha256).toEqual(sha256(one.value.split(".")[0]!));
  });

  it("are known by the hash of their id when we signed them, with any current secret", () => {
    const { value, sha256: hash } = newDevice();
    expect(signedDevice(value)).toEqual(hash);
    // SESSION_SECRET rotated: the secret it was signed with, now second, still recognises it; gone, it does not.
    const newer = "a newer secret, put first when rotating";
    expect(signedDevice(value, [newer, sessionSecret()])).toEqual(hash);
    expect(signedDevice(value, [newer])).toBeNull();
    const [id, signature] = value.split(".") as [string, string];
    expect(signedDevice(`${id}.${"A".repeat(43)}`)).toBeNull();
    expect(signedDevice(`${"A".repeat(43)}.${signature}`)).toBeNull();
  });

  it("are nothing when malformed", () => {
    for (const value of ["", "x", ".", "a.b", `${"A".repeat(43)}.${"A".repeat(42)}`, `${"A".repeat(43)}.${"A".repeat(44)}`]) {
      expect(signedDevice(value), value).toBeNull();
    }
  });
});
