/**
 * What is wrong with an assignment: only one of the officers who may have the case, or nobody
 * (""). The workflow says who those are, and how to say so (its `refusal`).
 */
export function assigneeProblem(assignee: string, officers: readonly { name: string }[], refusal: string): string | null {
  if (assignee === "" || officers.some((officer) => officer.name === assignee)) return null;
  return refusal;
}
