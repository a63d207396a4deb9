import type { Upload } from "~/features/media/media.server";
import { kilobytes } from "~/utils/format";
import { belowFirstScreen } from "~/utils/lazy-image";

/** An upload as the Files page lists it: its time as Lagos reads it. */
export type ListedUpload = Omit<Upload, "uploadedAt"> & { when: string };

/** Where a staff page shows an uploaded file: the back office's own copy, since its listener serves only /staff. */
const staffCopy = (address: string) => `/staff${address}`;

/** The notice of the file just uploaded: its address, and the items it may start. */
export function JustUploaded({ upload }: { upload: Pick<Upload, "name" | "address" | "kind"> }) {
  const address = encodeURIComponent(upload.address);
  return (
    <div className="callout" role="status" id="added" tabIndex={-1}>
      <p>
        Uploaded: {upload.name}. Its address is <code>{upload.address}</code>.
      </p>
      {upload.kind === "image" ? (
        <p>
          <a href={`/staff/content/news_article/new?image_url=${address}`}>Write a news article with this photo</a>, or choose it as the
          image of any item.
        </p>
      ) : (
        <ul>
          <li>
            <a href={`/staff/content/policy_document/new?file_url=${address}`}>Publish it as a policy document</a>
          </li>
          <li>
            <a href={`/staff/content/tender/new?file_url=${address}`}>Publish it as a tender</a>
          </li>
          <li>
            <a href={`/staff/content/news_article/new?link=${address}&link_kind=view-pdf`}>Link it from a news article</a>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The newest uploads: each a small picture (a photo), its name linking to it, its address, and who sent it when. */
export function UploadedFiles({ uploads }: { uploads: ListedUpload[] }) {
  return (
    <>
      <h2>Uploaded</h2>
      {uploads.length === 0 ? (
        <p>Nothing has been uploaded yet.</p>
      ) : (
        <ul className="staff-files">
          {uploads.map((upload) => (
            <li key={upload.key} className="staff-files__item">
              {upload.thumbnail ? (
                <img
                  src={staffCopy(upload.thumbnail)}
                  alt={upload.altText}
                  width={160}
                  height={120}
                  decoding="async"
                  {...belowFirstScreen()}
                />
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
    </>
  );
}
