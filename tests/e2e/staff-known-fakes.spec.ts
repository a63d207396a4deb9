import { randomBytes } from "node:crypto";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A fake reported to the office goes onto "Is this real?" as news does: an
 * editor writes it as a draft, which readers do not see; a publisher
 * publishes it, and within 5 seconds both public instances list it, dated,
 * as text no one can follow. With and without JavaScript, on a phone.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

const INSTANCES = [E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL];

test("an editor's draft of a known fake reaches readers once a publisher publishes it", async ({ staff }) => {
  test.setTimeout(scaled(120_000));
  const token = `zq${randomBytes(4).toString("hex")}`;
  const domain = `${token}-grants.com.ng`;
  const { page: editor } = await staff(["editor"]);
  const { page: publisher } = await staff(["publisher"]);
  const listed = async () => {
    const seen = await Promise.all(
      INSTANCES.map(async (base) =>
        (await (await editor.request.get(`${base}/is-this-real`)).text()).includes(`${token}-grants[.]com[.]ng`),
      ),
    );
    return seen.filter(Boolean).length;
  };

  await editor.goto("/staff/content");
  await editor.getByRole("link", { name: "Known fakes" }).click();
  await checked(editor);
  await editor.getByRole("link", { name: "Write a known fake" }).click();
  await editor.getByRole("textbox", { name: "What it looked like", exact: true }).fill(domain);
  await editor.getByRole("combobox", { name: "Kind", exact: true }).selectOption("site");
  await editor.getByRole("combobox", { name: "What it asked for", exact: true }).selectOption("money");
  await editor.getByRole("textbox", { name: "Date reported", exact: true }).fill("2026-11-24");
  await checked(editor);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();
  expect(await listed()).toBe(0);

  await publisher.goto("/staff/content");
  await publisher.getByRole("link", { name: domain }).click();
  await checked(publisher);
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publisher.getByText("Done: Published.")).toBeVisible();
  await expect.poll(listed).toBe(INSTANCES.length);
  const page = await (await publisher.request.get(`${E2E_STAFF_PUBLIC_URL}/is-this-real`)).text();
  expect(page).toContain("Reported November 24, 2026");
  expect(page).not.toContain(`href="https://${domain}`);
});
