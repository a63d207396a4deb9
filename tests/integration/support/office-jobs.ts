import type { TestSite } from "./site";
import { until } from "./until";

/**
 * Until the back office's first round of scheduled work (retention and escalation, five seconds
 * after it starts: app/runtime/housekeeping.server.ts) has finished; the next is an hour away. A
 * test that grows data and then drives those jobs itself waits for it first, or the round may run
 * on the grown data beside the test: erasing what it reads, moving the cases it moves, or taking
 * row locks its mass updates need (a deadlock).
 */
export async function afterOfficeFirstRound(site: TestSite, quietTimeout = 60_000): Promise<void> {
  await until(
    async () => (await site.count("SELECT count(*) FROM maintenance_run WHERE job = 'retention' AND last_run_at IS NOT NULL")) === 1,
    quietTimeout,
    "the back office's first retention run to finish",
  );
}
