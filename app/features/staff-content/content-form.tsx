import { describedBy, ErrorSummary, Field, FieldError, InputField, summaryOf } from "~/components/form-fields";
import { imageAddress, mediaImageKey } from "~/features/media/addresses";
import { fieldHint, formFields, type Entries } from "./form";
import { LIVE_PREVIEW_PATH, LivePreviewRegion, LivePreviewScript } from "./live-preview";
import type { CollectionManifest, ContentField } from "~/features/content/collection-manifest";

/** An uploaded photo a form may choose (features/media/media.server.ts, imageChoices). */
export interface ImageChoice {
  address: string;
  label: string;
}

/**
 * A collection's form, GOV.UK-style: each field's label, hint and error,
 * the problems listed first, and what was typed kept. Works without
 * JavaScript: "Preview" sends the form and shows the Markdown rendered
 * under it; "Save draft" keeps it. With JavaScript, each Markdown field's
 * rendering also shows under it as it is typed (live-preview.tsx).
 */
export function ContentForm({
  collection,
  entries,
  problems,
  csrf,
  newId,
  images,
  translation,
}: {
  collection: CollectionManifest;
  entries: Entries;
  /** The photos an image field offers, newest first. */
  images: readonly ImageChoice[];
  problems: Record<string, string>;
  csrf: string;
  /** For a new item: the id typed (empty: made from the title). */
  newId?: string;
  /** A new translation: its English original and its language, sent with the form. */
  translation?: { of: string; locale: string } | null;
}) {
  const markdown = collection.fields.some((field) => field.kind === "markdown");
  return (
    <>
      <ErrorSummary errors={summaryOf(problems)} />
      <form
        method="post"
        noValidate
        className="staff-content-form"
        data-live-preview={markdown ? LIVE_PREVIEW_PATH : undefined}
        data-collection={collection.table}
      >
        <input type="hidden" name="csrf" value={csrf} />
        {translation ? (
          <>
            <input type="hidden" name="translation_of" value={translation.of} />
            <input type="hidden" name="locale" value={translation.locale} />
          </>
        ) : null}
        {newId !== undefined ? (
          <InputField
            id="field-id"
            label="Id"
            hint={`Lower-case words joined by -, never changed once made. Leave empty to make it from the ${collection.newId?.from ?? collection.fields[0]?.label.toLowerCase() ?? "title"}.`}
            error={problems.id}
            name="id"
            defaultValue={newId}
            maxLength={60}
            spellCheck={false}
          />
        ) : null}
        {formFields(collection).map((field) => (
          <FieldInput key={field.name} field={field} value={entries[field.name] ?? ""} problem={problems[field.name]} images={images} />
        ))}
        <div className="staff-actions">
          <button type="submit" name="intent" value="save">
            Save draft
          </button>
          <button type="submit" name="intent" value="preview" className="button--secondary">
            Preview
          </button>
        </div>
      </form>
      {markdown ? <LivePreviewScript /> : null}
    </>
  );
}

/**
 * The image an item has now, as a small picture with what it is, rather than its address:
 * an upload's smallest size, or one of the site's own pictures (the back office serves both under /staff).
 */
function CurrentImage({ address, images }: { address: string; images: readonly ImageChoice[] }) {
  const key = mediaImageKey(address);
  const label = images.find((image) => image.address === address)?.label ?? address.slice(address.lastIndexOf("/") + 1);
  return (
    <figure className="staff-current-image">
      <img src={`/staff${key ? imageAddress(key, 320, "jpg") : address}`} alt={label} width={160} />
      <figcaption>The current image</figcaption>
    </figure>
  );
}

function FieldInput({
  field,
  value,
  problem,
  images,
}: {
  field: ContentField;
  value: string;
  problem: string | undefined;
  images: readonly ImageChoice[];
}) {
  const id = `field-${field.name}`;
  const hint = fieldHint(field);
  const common = {
    id,
    name: field.name,
    "aria-describedby": describedBy(id, hint, problem),
    "aria-invalid": problem ? true : undefined,
  } as const;
  if (field.kind === "boolean") {
    return (
      <div className={problem ? "field field--error" : "field"}>
        <FieldError id={`${id}-error`} error={problem} />
        <div className="checkbox">
          <input type="checkbox" {...common} defaultChecked={value !== ""} />
          <label htmlFor={id}>{field.label}</label>
        </div>
      </div>
    );
  }
  if (field.kind === "markdown") {
    return (
      <>
        <Field id={id} label={field.label} hint={hint} error={problem} required={field.required}>
          <textarea {...common} defaultValue={value} rows={14} required={field.required} spellCheck data-live-preview-field="" />
        </Field>
        <LivePreviewRegion fieldId={id} label={field.label} />
      </>
    );
  }
  return (
    <Field id={id} label={field.label} hint={hint} error={problem} required={field.required}>
      {field.kind === "long" ? (
        <textarea {...common} defaultValue={value} rows={3} required={field.required} spellCheck />
      ) : field.kind === "lines" ? (
        <textarea
          {...common}
          defaultValue={value}
          rows={Math.min(Math.max(value.split("\n").length + 1, 4), 12)}
          required={field.required}
          spellCheck
        />
      ) : field.kind === "image" ? (
        <>
          {value !== "" ? <CurrentImage address={value} images={images} /> : null}
          <select {...common} defaultValue={value} required={field.required}>
            {field.required ? <option value="">Choose a photo…</option> : <option value="">No image</option>}
            {value !== "" && !images.some((image) => image.address === value) ? (
              <option value={value}>The current image, shown above</option>
            ) : null}
            {images.map((image) => (
              <option key={image.address} value={image.address}>
                {image.label}
              </option>
            ))}
          </select>
          <p>
            <a href="/staff/files">Upload a new photo under Files</a>: save this draft first, since that opens another page.
          </p>
        </>
      ) : field.kind === "choice" ? (
        <select {...common} defaultValue={value} required={field.required}>
          {field.nullable || !field.required || field.options?.length === 1 ? null : <option value="">Choose…</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === "integer" ? "numeric" : undefined}
          defaultValue={value}
          maxLength={field.maxLength}
          required={field.required}
        />
      )}
    </Field>
  );
}
