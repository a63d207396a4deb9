import type { ReactNode } from "react";
import { ActionButton } from "./action-button";
import type { ItemOffers } from "./publishing";

/** The item as readers have it: live, scheduled or not, where it comes from, and a publisher's changes that need no second step. */
export function ItemOnSite({
  status,
  live,
  scheduled,
  publicPath,
  provenance,
  publisher,
  offers,
  hidden,
}: {
  status: string | null;
  live: boolean;
  scheduled: string | null;
  publicPath: string | null;
  provenance: string | null;
  publisher: boolean;
  offers: ItemOffers;
  hidden: ReactNode;
}) {
  if (status === null) return <p>Not on the site yet: this is a new item.</p>;
  return (
    <>
      <dl className="staff-facts">
        <dt>Status</dt>
        <dd>
          {live ? "Live" : scheduled ? `Scheduled for ${scheduled} (Lagos time)` : status}
          {publicPath ? (
            <>
              {" "}
              (<a href={publicPath}>see it on the site</a>)
            </>
          ) : null}
        </dd>
        <dt>Where it comes from</dt>
        <dd>{provenance}</dd>
      </dl>
      {publisher ? (
        <div className="staff-actions">
          {offers.republish ? <ActionButton hidden={hidden} intent="republish" label="Publish again" /> : null}
          {offers.archive ? (
            <ActionButton
              hidden={
                <>
                  {hidden}
                  <input type="hidden" name="confirmed" value="yes" />
                </>
              }
              intent="archive"
              label="Archive"
            />
          ) : null}
          {offers.confirm ? <ActionButton hidden={hidden} intent="confirm" label="Mark as confirmed by the office" /> : null}
        </div>
      ) : null}
    </>
  );
}
