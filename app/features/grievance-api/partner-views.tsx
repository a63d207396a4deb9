import { ErrorSummary, InputField, summaryOf } from "~/components/form-fields";
import { ScrollRegion } from "~/components/scroll-region";
import { paths } from "~/site/paths";
import { PARTNER_NAME_MAX, type PartnerEntries } from "./partner-form";

/** A partner as the page shows it: its times already in Lagos words. */
export interface PartnerRow {
  id: number;
  name: string;
  contactEmail: string;
  createdBy: string;
  created: string;
  disabled: string | null;
  lastUsed: string | null;
}

/** The new partner's key, shown this once: only its hash is kept, so a lost key means a new partner entry. */
export function PartnerKeyNotice({ partner }: { partner: { name: string; key: string } }) {
  return (
    <div className="callout callout--warning" role="status">
      <p>
        The API key for <strong>{partner.name}</strong>, shown only now. Give it to the partner by a private channel; it cannot be shown
        again. With it they send grievances to {paths.open311Requests} (docs/open311.md):
      </p>
      <p className="staff-secret">{partner.key}</p>
    </div>
  );
}

export function PartnerForm({
  csrf,
  entries,
  problems,
  added,
}: {
  csrf: string;
  entries: PartnerEntries | undefined;
  problems: Partial<Record<keyof PartnerEntries, string>>;
  /** The partner just added, whose key is shown this once under the heading. */
  added: { name: string; key: string } | null;
}) {
  return (
    <>
      {/* The form posts to this heading: without JavaScript the browser lands here, on the new key or the problems, not past them. */}
      <h2 id="add-partner" tabIndex={-1}>
        Add a partner
      </h2>
      {added ? <PartnerKeyNotice partner={added} /> : null}
      <p>
        A partner takes grievances by its own means (an NGO, a state programme office, a call centre) and sends them to the office&rsquo;s
        queue through the API. Each gets its own key, and sees only the cases it sent.
      </p>
      <ErrorSummary errors={summaryOf(problems)} />
      <form method="post" action="#add-partner">
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-name"
          label="Name of the organisation"
          hint="As the office and the audit log will name it, for example Example Relief NGO."
          error={problems.name}
          name="name"
          maxLength={PARTNER_NAME_MAX}
          defaultValue={entries?.name ?? ""}
        />
        <InputField
          id="field-contactEmail"
          label="Contact e-mail address"
          hint="The organisation's own mailbox for the API, better than a person's."
          error={problems.contactEmail}
          name="contactEmail"
          type="email"
          autoComplete="off"
          defaultValue={entries?.contactEmail ?? ""}
        />
        <button type="submit" name="intent" value="add">
          Add the partner and make its key
        </button>
      </form>
    </>
  );
}

/** Every partner, with when it last used its key, and a button to disable the ones still allowed. */
export function PartnerTable({ csrf, partners }: { csrf: string; partners: PartnerRow[] }) {
  if (partners.length === 0) return <p>No partner has been added yet.</p>;
  return (
    <ScrollRegion labelledBy="partners-caption">
      <table className="staff-table">
        <caption id="partners-caption" className="visually-hidden">
          Partners of the grievance API
        </caption>
        <thead>
          <tr>
            <th scope="col">Organisation</th>
            <th scope="col">Contact</th>
            <th scope="col">Added</th>
            <th scope="col">Last use</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.id}>
              <td>{partner.name}</td>
              <td>{partner.contactEmail}</td>
              <td>
                {partner.created} by {partner.createdBy}
              </td>
              <td>{partner.lastUsed ?? "Never"}</td>
              <td>
                {partner.disabled ? (
                  `Disabled ${partner.disabled}`
                ) : (
                  <form method="post" action="#partners">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="partner" value={partner.id} />
                    <button type="submit" name="intent" value="disable" className="button--secondary">
                      Disable <span className="visually-hidden">{partner.name}</span>
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
