import { describe, expect, it } from "vitest";
import { plainError } from "./plain-error";

describe("plainError", () => {
  it("says the database does not answer when a raw query could not connect, which Prisma says in words only", () => {
    const error = Object.assign(new Error("Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:34861`"), {
      code: "P2010",
    });
    expect(plainError(error)).toMatch(/^the database does not answer;/);
  });

  it("keeps another raw query's failure as PostgreSQL gave it", () => {
    const error = Object.assign(new Error("Raw query failed"), { code: "P2010", meta: { driverAdapterError: { code: "42501" } } });
    expect(plainError(error)).toMatch(/not allowed to do this/);
  });
});
