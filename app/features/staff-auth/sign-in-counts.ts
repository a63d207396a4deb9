/**
 * Back-office sign-in steps by result, for the metrics (nassco_staff_sign_ins_total): in this
 * process, since it started. Bounded labels only: the step and how it ended, never a name or a
 * network. `busy` is the passwords' queue being full, not a wrong guess.
 */
export type SignInStep = "password" | "code";
export type SignInResult = "ok" | "wrong" | "locked" | "busy" | "expired";

const counts = new Map<string, number>();

export function countSignIn(step: SignInStep, result: SignInResult): void {
  const key = `${step} ${result}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Each step and result seen so far, with how many. */
export function signInCounts(): { step: SignInStep; result: SignInResult; count: number }[] {
  return [...counts].map(([key, count]) => {
    const [step, result] = key.split(" ") as [SignInStep, SignInResult];
    return { step, result, count };
  });
}
