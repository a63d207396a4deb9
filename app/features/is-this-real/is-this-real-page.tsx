import { ProvenanceLabel } from "~/components/provenance-label";
import { FRAUD_CATEGORY } from "~/features/grievances/kinds";
import { useOfficeContact } from "~/components/use-office-contact";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { GRIEVANCE_CATEGORY_PARAM } from "~/site/query-params";
import { paths } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { knownFakeCollection } from "./collection";
import { unclickable, type KnownFake } from "./known-fake";
import { channelHref, realChannelsByKind, type ChannelRow, type RealChannelKind } from "./real-channels";

/** The grievance form, open on its fraud category: what "Report a scam" links to (before the language's prefix). */
export const REPORT_SCAM_PATH = `${paths.grievanceForm}?${GRIEVANCE_CATEGORY_PARAM}=${FRAUD_CATEGORY}`;

/**
 * "Is this real?": a short "Report a scam" link first, on the first screen
 * of a 240×320 phone (the full way to report is at the end); the rule, in
 * large words; what the office never does (publish beneficiaries' names,
 * register online); then the office's real
 * channels by kind, each with the day the office last checked it; then the
 * fakes reported, newest first, as text no one can follow; then where to
 * report one. Plain HTML: read the same without scripts, in w3m, at 240 px.
 */
export function IsThisRealPage({ channels, fakes }: { channels: ChannelRow[] | null; fakes: KnownFake[] | null }) {
  const { t, locale, href } = useLocale();
  const words = t.isThisReal;
  const tollFree = useOfficeContact().tollFreeLine.value;
  const date = (iso: string) => formatMonthDayYear(iso, locale);
  const kindName: Record<RealChannelKind, string> = {
    phone: words.kindPhone,
    "short-code": words.kindShortCode,
    domain: words.kindDomain,
    sender: words.kindSender,
    email: words.kindEmail,
    social: words.kindSocial,
  };
  const fakeKind: Record<KnownFake["kind"], string> = { site: words.fakeSite, message: words.fakeMessage, scheme: words.fakeScheme };
  const demand: Record<NonNullable<KnownFake["askedFor"]>, string> = {
    money: words.askedMoney,
    "personal-data": words.askedPersonalData,
    "bank-details": words.askedBankDetails,
  };
  const groups = channels ? realChannelsByKind(channels) : [];
  return (
    <div className="container is-this-real">
      <p className="is-this-real__report-now">
        <a href={href(REPORT_SCAM_PATH)}>{words.reportLink}</a>
      </p>
      <div className="callout callout--warning is-this-real__rule">
        <p>
          <strong>{words.neverCharges}</strong>
        </p>
        <p>
          <strong>{words.neverAsks}</strong>
        </p>
        <p>{words.ifAsked}</p>
      </div>
      <ul className="is-this-real__never">
        <li>{words.neverPublishesNames}</li>
        <li>{words.noOnlineRegistration}</li>
      </ul>

      <section aria-labelledby="real-channels">
        <h2 id="real-channels">{words.channelsHeading}</h2>
        <p>{words.channelsIntro}</p>
        {groups.length === 0 ? <p>{format(words.noChannels, { number: tollFree })}</p> : null}
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`channels-${group.kind}`}>
            <h3 id={`channels-${group.kind}`}>{kindName[group.kind]}</h3>
            <ul className="is-this-real__list">
              {group.channels.map((channel) => {
                const target = channelHref(channel);
                return (
                  <li key={channel.id} id={channel.id}>
                    <strong className="is-this-real__value">{target ? <a href={target}>{channel.value}</a> : channel.value}</strong>
                    {channel.label ? " " : null}
                    {channel.label ? <span lang={channel.labelInEnglish ? "en" : undefined}>{channel.label}</span> : null}
                    <br />
                    {channel.checkedOn ? format(words.lastChecked, { date: date(channel.checkedOn) }) : words.notYetChecked}
                    <ProvenanceLabel item={channel} kind="contact" inline />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <p>
          <a href={href(paths.status)}>{words.statusLink}</a>
        </p>
      </section>

      <section aria-labelledby="known-fakes">
        <h2 id="known-fakes">{words.fakesHeading}</h2>
        <p>{words.fakesIntro}</p>
        {fakes === null ? <p>{words.fakesUnavailable}</p> : fakes.length === 0 ? <p>{words.noFakes}</p> : null}
        {fakes?.length ? (
          <ol className="is-this-real__list">
            {fakes.map((fake) => (
              <li key={fake.id} id={fake.id}>
                <time dateTime={fake.reportedOn}>{format(words.reported, { date: date(fake.reportedOn) })}</time>
                {": "}
                {fakeKind[fake.kind]}
                <br />
                <strong className="is-this-real__fake" translate="no">
                  {unclickable(fake.lookedLike)}
                </strong>
                {fake.askedFor ? (
                  <>
                    <br />
                    {format(words.askedFor, { what: demand[fake.askedFor] })}
                  </>
                ) : null}
                <ProvenanceLabel item={fake} kind={knownFakeCollection.provenance} inline />
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <section aria-labelledby="report-scam">
        <h2 id="report-scam">{words.reportHeading}</h2>
        <p>{words.reportIntro}</p>
        <p>
          <a className="button" href={href(REPORT_SCAM_PATH)}>
            {words.reportLink}
          </a>
        </p>
        <p>{format(words.reportCall, { number: tollFree })}</p>
      </section>
    </div>
  );
}
