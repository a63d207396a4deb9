/** What is wrong with an assignment: only a request officer, or nobody (""), may have a request. */
export function assigneeProblem(assignee: string, officers: readonly { name: string }[]): string | null {
  if (assignee === "" || officers.some((officer) => officer.name === assignee)) return null;
  return "Choose a request officer, or nobody";
}
