import { describe, expect, it } from "vitest";
import { newStatusCode, normaliseStatusCode, statusCodeHash } from "./status-code.server";

describe("a request's status code", () => {
  it("is twelve of Crockford's characters in three groups, different each time", () => {
    const codes = new Set(Array.from({ length: 200 }, () => newStatusCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("reads a code however it was typed: case, spaces, dashes, and letters that look like digits", () => {
    expect(normaliseStatusCode(" 7kq2 m9xd-4htp ")).toBe("7KQ2M9XD4HTP");
    expect(normaliseStatusCode("O1LI-0000-0000")).toBe("0111" + "00000000");
    expect(statusCodeHash("7kq2m9xd4htp").equals(statusCodeHash("7KQ2-M9XD-4HTP"))).toBe(true);
  });

  it("refuses what cannot be a code", () => {
    expect(normaliseStatusCode("")).toBeNull();
    expect(normaliseStatusCode("7KQ2-M9XD-4HT")).toBeNull();
    expect(normaliseStatusCode("7KQ2-M9XD-4HTU")).toBeNull();
    expect(() => statusCodeHash("nope")).toThrow();
  });
});
