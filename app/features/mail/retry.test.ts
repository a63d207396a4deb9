import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelaySeconds } from "~/features/mail/retry";

describe("the mail sender's retries", () => {
  it("double from the base, within a tenth either way, up to an hour", () => {
    const exact = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 5, exact))).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20, 5, exact)).toBe(3600);
    expect(retryDelaySeconds(3, 5, () => 0)).toBe(18);
    expect(retryDelaySeconds(3, 5, () => 1)).toBe(22);
  });

  it("give a message about two and a half hours of attempts before it is dead", () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1, 5, () => 0.5)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total / 3600).toBeCloseTo(2.4, 1);
  });
});
