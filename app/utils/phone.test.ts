import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone";

describe("a Nigerian phone number", () => {
  it("is kept as +234 and the national number, however it is written", () => {
    for (const typed of [
      "0803 123 4567",
      "08031234567",
      "+234 803 123 4567",
      "234-803-123-4567",
      "+234 (0) 803 123 4567",
      "0803.123.4567",
    ]) {
      expect(normalisePhone(typed), typed).toBe("+2348031234567");
    }
    // A landline: an area code and seven digits.
    expect(normalisePhone("09 123 4567")).toBe("+23491234567");
  });

  it("is refused when it cannot be one", () => {
    for (const typed of ["12345", "0803 123 45678 9", "+44 20 7946 0958", "0000000000", "0803-ABC-4567", "+234 0"]) {
      expect(normalisePhone(typed), typed).toBeNull();
    }
  });
});
