import { describe, expect, it, vi } from "vitest";
import { describeError, log, logFailure } from "./log.server";

describe("describeError", () => {
  it("keeps a database error's type, code and stack, never its message, which can quote the row", () => {
    const error = Object.assign(new Error("duplicate key value (email)=(someone@example.org)"), { name: "DatabaseError", code: "23505" });
    const described = describeError(error);
    expect(described).toMatchObject({ type: "DatabaseError", code: "23505", stack: expect.stringMatching(/^\s+at /) });
    expect(JSON.stringify(described)).not.toContain("someone@example.org");
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
