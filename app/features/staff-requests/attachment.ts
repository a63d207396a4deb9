/** A file an officer attaches to a request: what it is, in a line, and the file itself. */
export const DESCRIPTION_MAX = 200;

/** A scan over the upload limit: the paper form's, the attachment's and the scan check's one message. */
export const SCAN_TOO_LARGE = "The file is larger than 20 MB. Scan it at a lower resolution.";

/** What is wrong with an attachment's form, by field, before its bytes are checked. */
export function attachmentProblems(description: string, file: FormDataEntryValue | null): Record<string, string> {
  const problems: Record<string, string> = {};
  if (description.length > DESCRIPTION_MAX) problems.description = `Describe it in ${DESCRIPTION_MAX} characters or fewer`;
  if (!(file instanceof File) || file.size === 0) problems.file = "Choose the file to attach";
  return problems;
}
