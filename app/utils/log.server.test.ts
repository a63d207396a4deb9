import { describe, expect, it, vi } from "vitest";
import { describeError, log, logFailure } from "./log.server";

describe("describeError", () => {
  it("keeps a database error's type, code and stack, never its message, which can quote the row", () => {
    const error = Object.assign(new Error("duplicate key value (email)=(someone@example.org)"), { name: "DatabaseError", code: "23505" });
    const described = describeError(error);
    expect(described).toMatchObject({ type: "DatabaseError", code: "23505", stack: expect.stringMatching(/^\s+at /) });
    expect(JSON.stringify(described)).not.toContain("someone@example.org");
  });

  it("adds the database's SQLSTATE that a raw query's failure carries, and not its message", () => {
    const error = Object.assign(new Error("Raw query failed. Code: `40P01`. Message: `deadlock detected` (row 7)"), {
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      meta: { code: "40P01", message: "deadlock detected (someone@example.org)" },
    });
    expect(describeError(error)).toMatchObject({ type: "PrismaClientKnownRequestError", code: "P2010/40P01" });
    expect(JSON.stringify(describeError(error))).not.toContain("example.org");
    // Through @prisma/adapter-pg, in the adapter's error.
    const adapted = Object.assign(new Error("Raw query failed."), {
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      meta: { driverAdapterError: { cause: { originalCode: "40P01", originalMessage: "deadlock detected (someone@example.org)" } } },
    });
    expect(describeError(adapted)).toMatchObject({ code: "P2010/40P01" });
  });

  it("keeps the engine's own messages, which come from our code", () => {
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'x')")).message).toBe(
      "Cannot read properties of undefined (reading 'x')",
    );
    expect(describeError(new SyntaxError(`"someone@example.org" is not valid JSON`)).message).toBeUndefined();
  });
});

describe("logFailure", () => {
  it("names the step and the error's type and code, and nothing it was given", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    logFailure("newsletter subscription", Object.assign(new Error("value someone@example.org"), { code: "P2002" }));
    expect(error).toHaveBeenCalledOnce();
    const [fields, message] = error.mock.calls[0] as unknown as [object, string];
    expect(message).toBe("newsletter subscription failed: Error (P2002)");
    expect(JSON.stringify(fields)).not.toContain("someone@example.org");
  });
});
