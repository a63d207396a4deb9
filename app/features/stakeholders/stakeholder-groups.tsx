import { Fragment } from "react";
import { useLocale } from "~/i18n/use-locale";
import { NewTabLink } from "~/components/new-tab-link";
import { ProvenanceLabel } from "~/components/provenance-label";
import { stakeholderCollection } from "./collection";
import { stakeholderAnchor, type StakeholderGroup } from "./stakeholder";
import { belowFirstScreen } from "~/utils/lazy-image";

/** The stakeholders page's logo tiles, group by group, each linking to the organisation's site; or why they cannot be shown. */
export function StakeholderGroups({ groups }: { groups: StakeholderGroup[] | null }) {
  const { t } = useLocale();
  if (groups === null) return <p>{t.unavailable.stakeholders}</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`logos-${group.key}`}>
          <h2 id={`logos-${group.key}`}>
            <BreakableAfterSlashes text={group.title} /> <span className="count">({group.stakeholders.length})</span>
          </h2>
          <ul className="logos">
            {group.stakeholders.map((stakeholder) => (
              <li key={stakeholder.id} id={stakeholderAnchor(stakeholder.id)}>
                <NewTabLink href={stakeholder.websiteUrl}>
                  <img src={stakeholder.imageUrl} alt="" width={160} height={96} decoding="async" {...belowFirstScreen()} />
                  <span>{stakeholder.name}</span>
                </NewTabLink>
                <ProvenanceLabel item={stakeholder} kind={stakeholderCollection.provenance} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** "DONORS/DEPARTMENT PARTNERS" may break after its slash: unbroken, the pair is wider than a 240 px screen. */
function BreakableAfterSlashes({ text }: { text: string }) {
  return text.split("/").map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}
