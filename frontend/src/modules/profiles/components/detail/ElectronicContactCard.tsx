import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { Icon } from '../../../../components/kit/Icon';
import type { ElectronicContact } from '../../types/profile';

export type ElectronicContactCardProps = {
  contact: ElectronicContact | null | undefined;
};

const SERVICES: { key: 'jpay' | 'corrlinks' | 'securus' | 'gettingout'; label: string }[] = [
  { key: 'jpay', label: 'JPay' },
  { key: 'corrlinks', label: 'CorrLinks' },
  { key: 'securus', label: 'Securus' },
  { key: 'gettingout', label: 'GettingOut' },
];

/** The e-message services this person can use (JPay, CorrLinks, Securus, GettingOut, Chirp, other). */
export function ElectronicContactCard({ contact }: ElectronicContactCardProps) {
  const items: string[] = [];
  if (contact) {
    for (const service of SERVICES) if (contact[service.key]) items.push(service.label);
    if (contact.chirp) items.push(contact.chirp_number ? `Chirp: ${contact.chirp_number}` : 'Chirp');
    if (contact.other_app?.trim()) items.push(contact.other_app.trim());
  }
  return (
    <section className="detail-card" aria-labelledby="electronic-contact-title">
      <h2 id="electronic-contact-title" className="detail-card__title">
        <Icon def={MessageOutlined} /> Electronic Contact Options
      </h2>
      {items.length > 0 ? (
        <>
          <ul className="contact-list">
            {items.map((item) => (
              <li key={item}>
                <Icon def={CheckCircleFilled} className="contact-list__icon" /> {item}
              </li>
            ))}
          </ul>
          <p className="detail-card__note">
            Search for the person by name and ID in the service&apos;s app or website.
          </p>
        </>
      ) : (
        <p className="detail-card__note">No electronic contact options listed. Write by post.</p>
      )}
    </section>
  );
}
