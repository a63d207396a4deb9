import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { states } from "~/content/states";
import { LONGEST_WINDOW_DAYS, WINDOW_QUERIES } from "./window-queries";

describe("the payment pages' statements", () => {
  it.each(Object.entries(WINDOW_QUERIES))("%s numbers its parameters once each, in order, as the runner passes them", (_, sql) => {
    const numbers = [...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(Object.entries(WINDOW_QUERIES))("%s reads live windows only, and a bounded number of rows", (name, sql) => {
    if (name !== "changes") expect(sql).toContain("content_is_live(status, publish_at, unpublish_at)");
    // /payments reads one row a state; every other list has a LIMIT.
    if (name !== "soonestByState") expect(sql).toMatch(/LIMIT (\$\d+|\d+)$/);
  });

  it("reads /payments a state at a time, every state a window may name, one window from each read", () => {
    const sql = WINDOW_QUERIES.soonestByState;
    for (const state of states) expect(sql).toContain(`'${state.registerName}'`);
    const reads = sql.split("FROM payment_window").slice(1);
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(read).toMatch(/WHERE .*state = registered\.state.*ORDER BY payment_window\.opens_on, id LIMIT 1\)/s);
  });

  it("starts the windows open on a day no earlier than the longest a window may last allows", () => {
    // The last migration to say how long a window may last: a longer one would drop its state's line from /payments.
    const dir = "prisma/migrations";
    const said = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .flatMap((name) => [...readFileSync(`${dir}/${name}/migration.sql`, "utf8").matchAll(/closes_on - opens_on <= (\d+)/g)])
      .map((match) => Number(match[1]));
    expect(said.at(-1)).toBe(LONGEST_WINDOW_DAYS);
  });
});
