import { Fragment } from "react";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { paymentsOfState } from "~/site/paths";
import { MailAddress } from "~/components/mail-address";
import { ScrollRegion } from "~/components/scroll-region";
import { ToBeConfirmed } from "~/components/provenance-label";
import type { ContactChannel, StateOffice } from "./state-office";

const CAPTION_ID = "state-offices-caption";

/** The state offices table (S/N, STATE, CONTACT), each row at its anchor (which search links to); or why it cannot be shown. */
export function StateOfficeTable({ offices }: { offices: StateOffice[] | null }) {
  const { t, href } = useLocale();
  if (offices === null) return <p>{t.unavailable.stateOffices}</p>;
  return (
    <ScrollRegion labelledBy={CAPTION_ID}>
      <table className="table table--striped state-offices">
        <caption id={CAPTION_ID}>State operations coordinating units</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              S/N
            </th>
            <th scope="col">STATE</th>
            <th scope="col">CONTACT</th>
          </tr>
        </thead>
        <tbody>
          {offices.map((office) => (
            <tr key={office.anchor} id={office.anchor}>
              <td className="num">{office.sn}</td>
              <td>
                {office.name}
                <br />
                <a href={href(paymentsOfState(office.slug))}>{format(t.payments.stateTitle, { state: office.name })}</a>
              </td>
              <td>
                {office.channels.length === 0
                  ? "Through the national office"
                  : office.channels.map((channel, index) => (
                      <Fragment key={channel.id}>
                        {index > 0 ? <br /> : null}
                        <ChannelLink channel={channel} />
                      </Fragment>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A phone line as a link a phone can act on; a mailbox as one once confirmed (MailAddress); each labelled until the office confirms it. */
function ChannelLink({ channel }: { channel: ContactChannel }) {
  if (channel.kind === "email") return <MailAddress detail={channel}>{breakable(channel.value)}</MailAddress>;
  return (
    <>
      <a href={`tel:${channel.value.replace(/ /g, "")}`}>{channel.value}</a>
      <ToBeConfirmed detail={channel} />
    </>
  );
}

/** A mailbox may break after its "@" on a narrow phone, rather than widen the table past the screen. */
function breakable(value: string) {
  const at = value.indexOf("@");
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}
