/**
 * How the last hour of some work went in this process (forms stored or not, a callback answered
 * or not), a minute to a bucket: enough for the status page to tell a channel that fails from one
 * that works (decision 0113). In memory on purpose: the failures that matter most are the
 * database's, which a tally kept in the database could not record. Each instance counts its own.
 */
const MINUTE_MS = 60_000;
/** Minutes kept: the longest window anyone asks for. */
const KEPT_MINUTES = 60;

export interface Outcomes {
  ok: number;
  failed: number;
}

export class RecentOutcomes {
  /** By minute since the epoch; at most KEPT_MINUTES of them. */
  private readonly minutes = new Map<number, Outcomes>();

  note(ok: boolean, now = Date.now()): void {
    const minute = Math.floor(now / MINUTE_MS);
    const bucket = this.minutes.get(minute) ?? { ok: 0, failed: 0 };
    if (ok) bucket.ok += 1;
    else bucket.failed += 1;
    this.minutes.set(minute, bucket);
    for (const kept of this.minutes.keys()) if (kept <= minute - KEPT_MINUTES) this.minutes.delete(kept);
  }

  /** The outcomes of the last `minutes` minutes (this one included), at most an hour's. */
  within(minutes: number, now = Date.now()): Outcomes {
    const current = Math.floor(now / MINUTE_MS);
    const total = { ok: 0, failed: 0 };
    for (const [minute, bucket] of this.minutes) {
      if (minute > current - Math.min(minutes, KEPT_MINUTES)) {
        total.ok += bucket.ok;
        total.failed += bucket.failed;
      }
    }
    return total;
  }
}
