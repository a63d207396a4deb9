import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field } from "~/components/form-fields";
import { formText } from "~/features/forms/form-data.server";
import { addUpload, findUpload, recentUploads } from "~/features/media/media.server";
import { processUpload, UploadRefused, UPLOAD_MAX_BYTES } from "~/features/media/process.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { formatCount } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Photos and documents");

const ALT_MAX = 300;
const NAME_MAX = 200;
const LISTED = 40;

/** Where a staff page shows an uploaded file: the back office's own copy, since its listener serves only /staff. */
const staffCopy = (address: string) => `/staff${address}`;

/** The newest uploads, and the one just sent, if the address names one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const added = new URL(request.url).searchParams.get("added") ?? "";
  const [uploads, just] = await Promise.all([
    recentUploads({ take: LISTED }),
    /^[0-9a-f]{32}$/.test(added) ? findUpload(added) : Promise.resolve(null),
  ]);
  return { csrf: member.csrf, uploads: uploads.map(({ uploadedAt, ...upload }) => ({ ...upload, when: lagosTimeText(uploadedAt) })), just };
}

interface Entries {
  alt: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return data({ problems: { file: "The file is larger than 20 MB. Send a smaller one." }, entries: { alt: "" } }, { status: 413 });
    throw new Response("The form could not be read", { status: 400 });
  }
  requireCsrf(member, form);
  const entries: Entries = { alt: formText(form, "alt").trim() };
  const problems: Record<string, string> = {};
  const file = form.get("file");
  if (entries.alt.length > ALT_MAX) problems.alt = `Describe the photo in ${ALT_MAX} characters or fewer`;
  if (!(file instanceof File) || file.size === 0) {
    problems.file = "Choose a photo or a PDF to upload";
    return data({ problems, entries }, { status: 400 });
  }
  let processed;
  try {
    processed = await processUpload(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    problems.file = `${error.message} Choose another file.`;
    return data({ problems, entries }, { status: 415 });
  }
  if (processed.kind === "image" && !entries.alt)
    problems.alt = "Describe what the photo shows, for readers who cannot see it. Then choose the file again";
  if (Object.keys(problems).length > 0) return data({ problems, entries }, { status: 400 });
  const name = (file.name || `upload.${processed.kind === "pdf" ? "pdf" : "jpg"}`).slice(0, NAME_MAX);
  try {
    await addUpload(member, processed, name, processed.kind === "image" ? entries.alt : "");
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    return data({ problems: { file: problem.message }, entries }, { status: problem.status });
  }
  return redirect(`/staff/files?added=${processed.key}#added`, 303);
}

const kilobytes = (bytes: number) => `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

export default function Files() {
  const { csrf, uploads, just } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const problems: Record<string, string> = refused?.problems ?? {};
  const entries: Entries = refused?.entries ?? { alt: "" };
  const summary = Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
  return (
    <StaffPage title="Photos and documents">
      {just ? (
        <div className="callout" role="status" id="added" tabIndex={-1}>
          <p>
            Uploaded: {just.name}. Its address is <code>{just.address}</code>.
          </p>
          {just.kind === "image" ? (
            <p>
              <a href={`/staff/content/news_article/new?image_url=${encodeURIComponent(just.address)}`}>
                Write a news article with this photo
              </a>
              , or choose it as the image of any item.
            </p>
          ) : (
            <ul>
              <li>
                <a href={`/staff/content/policy_document/new?file_url=${encodeURIComponent(just.address)}`}>
                  Publish it as a policy document
                </a>
              </li>
              <li>
                <a href={`/staff/content/tender/new?file_url=${encodeURIComponent(just.address)}`}>Publish it as a tender</a>
              </li>
              <li>
                <a href={`/staff/content/news_article/new?link=${encodeURIComponent(just.address)}&link_kind=view-pdf`}>
                  Link it from a news article
                </a>
              </li>
            </ul>
          )}
        </div>
      ) : null}
      <h2>Upload a photo or a PDF</h2>
      <p>
        Photos (JPEG, PNG or WebP) are made into the sizes readers&rsquo; phones and computers need, each small enough for a slow
        connection, and their camera details (such as where they were taken) are removed. PDFs are kept as they are. The most a file may be
        is 20 MB.
      </p>
      <ErrorSummary errors={summary} />
      <form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <Field id="field-file" label="The file" error={problems.file}>
          <input
            type="file"
            id="field-file"
            name="file"
            accept="image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf"
            aria-describedby={describedBy("field-file", false, problems.file)}
          />
        </Field>
        <Field
          id="field-alt"
          label="What the photo shows"
          hint="Needed for a photo: one sentence for readers who cannot see it, such as “Enumerators register households in Kano”. Leave empty for a PDF."
          error={problems.alt}
        >
          <textarea
            id="field-alt"
            name="alt"
            rows={2}
            maxLength={ALT_MAX}
            defaultValue={entries.alt}
            spellCheck
            aria-describedby={describedBy("field-alt", true, problems.alt)}
          />
        </Field>
        <button type="submit">Upload</button>
      </form>

      <h2>Uploaded</h2>
      {uploads.length === 0 ? (
        <p>Nothing has been uploaded yet.</p>
      ) : (
        <ul className="staff-files">
          {uploads.map((upload) => (
            <li key={upload.key} className="staff-files__item">
              {upload.thumbnail ? (
                <img src={staffCopy(upload.thumbnail)} alt={upload.altText} width={160} height={120} loading="lazy" decoding="async" />
              ) : null}
              <div>
                <p className="staff-files__name">
                  <a href={staffCopy(upload.address)}>{upload.name}</a> ({upload.kind === "image" ? "photo" : "PDF"},{" "}
                  {kilobytes(upload.byteSize)} as sent)
                </p>
                {upload.altText ? <p>{upload.altText}</p> : null}
                <p>
                  Address: <code>{upload.address}</code>
                </p>
                <p className="hint">
                  Uploaded by {upload.uploadedBy}, {upload.when}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
