import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { readFormData } from "./form-data.server";

/**
 * A back-office post that carries a file (the register's, a CSV of payment windows): its fields
 * and the file, or null when a part is over `maxPartBytes`; an unreadable post is a 400.
 */
export async function readUploadPost(request: Request, maxPartBytes: number): Promise<FormData | null> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  try {
    return multipart
      ? await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxPartBytes }))
      : await readFormData(request);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw new Response("The form could not be read", { status: 400 });
  }
}
