import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../../tests/setup/scratch-database";
import { REGISTER_LGAS } from "~/features/places/reference";
import { slugify } from "~/utils/slug";
import { PERSONAL_NAME, PUBLISHED_COLUMNS, PUBLISHED_KINDS } from "./published-columns";

/**
 * The payment windows in the database (decision 0108): the register's LGAs in
 * step with the list, an LGA of another state refused under its field's name,
 * a change kept only for a live window, and no column the site's or the text
 * channels' logins read that could hold a person.
 */
let owner: pg.Client;
let app: pg.Client;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createScratchDatabase({ prepared: true });
  drop = db.drop;
  owner = new pg.Client({ connectionString: db.url });
  app = new pg.Client({ connectionString: db.appUrl });
  await Promise.all([owner.connect(), app.connect()]);
});

afterAll(async () => {
  await Promise.all([owner?.end(), app?.end()]);
  await drop?.();
});

const WINDOW = `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, pay_points, at_pay_points,
                                          source_name, checked_on, provenance, status)
                VALUES ($1, 2026, 4, $2, $3, '2026-12-07', '2026-12-18', true, $4, $5, 'NCTO', '2026-11-25', 'illustrative', $6)`;

async function refusal(sql: string, values: unknown[]): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await owner.query(sql, values);
  } catch (error) {
    return error as { code?: string; constraint?: string; message: string };
  }
  throw new Error("the database accepted it");
}

describe("the register's LGAs", () => {
  it("holds the list's 774 LGAs in its order, each with the slug app/utils/slug.ts gives it", async () => {
    const { rows } = await owner.query<{ state: string; name: string; slug: string; position: number; sql_slug: string }>(
      "SELECT state, name, slug, position, place_slug(name) AS sql_slug FROM register_lga ORDER BY state, position",
    );
    const expected = Object.entries(REGISTER_LGAS).flatMap(([state, lgas]) =>
      lgas.map((name, index) => ({ state, name, slug: slugify(name), position: index + 1, sql_slug: slugify(name) })),
    );
    expect(rows.length).toBe(774);
    expect(rows).toEqual(expected.sort((a, b) => a.state.localeCompare(b.state) || a.position - b.position));
  });

  it("slugs a name in the database as the site does", async () => {
    for (const name of ["Ido-Osi", "Jema'a", "Municipal Area Council", "  Odd__Name--Here ", "Ìbàdàn North"]) {
      const { rows } = await owner.query<{ slug: string }>("SELECT place_slug($1) AS slug", [name]);
      expect(rows[0]!.slug, name).toBe(slugify(name));
    }
  });

  it("gains an LGA an administrator adds, after the last of its state", async () => {
    await owner.query("INSERT INTO register_lga_added (state, lga, added_by) VALUES ('Kano', 'Test New Town', 'Test Admin')");
    const { rows } = await owner.query("SELECT slug, position FROM register_lga WHERE state = 'Kano' AND name = 'Test New Town'");
    expect(rows).toEqual([{ slug: "test-new-town", position: REGISTER_LGAS.Kano!.length + 1 }]);
  });
});

describe("a payment window", () => {
  it("refuses an LGA of another state under the LGAs' constraint, naming it", async () => {
    const error = await refusal(WINDOW, ["test-wrong-lga", "Lagos", ["Surulere", "Dala"], [], false, "draft"]);
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe("payment_window_lgas_check");
    expect(error.message).toContain('"Dala" is not an LGA of Lagos');
  });

  it("refuses a pay point that holds a phone number or an e-mail address, and pay points without paying at them", async () => {
    const phone = await refusal(WINDOW, ["test-phone", "Kano", ["Dala"], ["Call 08031234567"], true, "draft"]);
    expect(phone.constraint).toBe("payment_window_pay_points_check");
    const mail = await refusal(WINDOW, ["test-mail", "Kano", ["Dala"], ["ask@example.com"], true, "draft"]);
    expect(mail.constraint).toBe("payment_window_pay_points_check");
    const without = await refusal(WINDOW, ["test-without", "Kano", ["Dala"], ["Dala LGA secretariat"], false, "draft"]);
    expect(without.constraint).toBe("payment_window_pay_points_need_check");
  });

  it("keeps what a live window was before a change, and nothing for a draft's", async () => {
    await owner.query(WINDOW, ["test-draft", "Kano", ["Dala"], [], false, "draft"]);
    await owner.query("UPDATE payment_window SET closes_on = '2026-12-20' WHERE id = 'test-draft'");
    await owner.query(WINDOW, ["test-live", "Kano", ["Dala", "Fagge"], [], false, "published"]);
    // A change no reader relies on (the date it was checked) is not one.
    await owner.query("UPDATE payment_window SET checked_on = '2026-11-26' WHERE id = 'test-live'");
    await owner.query("UPDATE payment_window SET opens_on = '2026-12-09', closes_on = '2026-12-20' WHERE id = 'test-live'");
    await owner.query("UPDATE payment_window SET status = 'archived' WHERE id = 'test-live'");
    const { rows } = await owner.query(
      `SELECT window_id, kind, was_opens_on::text, was_closes_on::text FROM payment_window_change
       WHERE window_id IN ('test-draft', 'test-live') ORDER BY id`,
    );
    expect(rows).toEqual([
      { window_id: "test-live", kind: "changed", was_opens_on: "2026-12-07", was_closes_on: "2026-12-18" },
      { window_id: "test-live", kind: "withdrawn", was_opens_on: "2026-12-09", was_closes_on: "2026-12-20" },
    ]);
  });

  it("shows the site's login only live windows and their changes", async () => {
    await owner.query(WINDOW, ["test-seen", "Kano", ["Gwale"], [], false, "published"]);
    await owner.query("UPDATE payment_window SET closes_on = '2026-12-19' WHERE id = 'test-seen'");
    const windows = await app.query("SELECT id FROM payment_window WHERE id LIKE 'test-%' ORDER BY id");
    expect(windows.rows).toEqual([{ id: "test-seen" }]);
    const changes = await app.query("SELECT window_id FROM payment_window_change WHERE window_id LIKE 'test-%'");
    expect(changes.rows).toEqual([{ window_id: "test-seen" }]);
  });
});

describe("the published columns", () => {
  /** Every column of these tables the site's or the text channels' login may read. */
  async function readable(client: pg.Client): Promise<{ table: string; column: string }[]> {
    const { rows } = await client.query<{ table: string; column: string }>(
      `SELECT DISTINCT table_name AS table, column_name AS column FROM information_schema.column_privileges
       WHERE grantee IN ('nassco_app', 'nassco_text') AND privilege_type = 'SELECT' AND table_name = ANY($1)
       ORDER BY 1, 2`,
      [Object.keys(PUBLISHED_COLUMNS)],
    );
    return rows;
  }

  /** What is wrong with the grants: a column the list does not name, or one named like a person's data. */
  const problems = (columns: { table: string; column: string }[]) =>
    columns.flatMap(({ table, column }) => {
      const kind = PUBLISHED_COLUMNS[table]?.[column];
      if (!kind) return [`${table}.${column} is readable but not in the list`];
      if (!PUBLISHED_KINDS.includes(kind)) return [`${table}.${column} has no known kind`];
      return PERSONAL_NAME.test(column) ? [`${table}.${column} is named like a person's data`] : [];
    });

  it("names every column the public logins may read, none of them a person's", async () => {
    const columns = await readable(owner);
    expect(columns.length).toBeGreaterThan(40);
    expect(problems(columns)).toEqual([]);
    for (const table of Object.keys(PUBLISHED_COLUMNS))
      expect(
        columns.some((column) => column.table === table),
        table,
      ).toBe(true);
  });

  it("fails on a personal column added on purpose", async () => {
    await owner.query("BEGIN");
    try {
      // The progress tables are granted whole, so a column added to one is readable at once.
      await owner.query("ALTER TABLE payment_progress ADD COLUMN beneficiary_phone text");
      expect(problems(await readable(owner))).toEqual(["payment_progress.beneficiary_phone is readable but not in the list"]);
    } finally {
      await owner.query("ROLLBACK");
    }
    expect(problems(await readable(owner))).toEqual([]);
  });
});
