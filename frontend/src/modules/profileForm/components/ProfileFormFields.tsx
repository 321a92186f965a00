import { Checkbox, Form, Input } from 'antd';
import { CONTACT_SERVICES } from '../constants';

/**
 * Field groups that the submission form and the edit form share; each form wraps
 * them in its own sections and layout.
 */

export type ContactServiceCheckboxesProps = {
  className: string;
  itemClassName: string;
};

/** One checkbox per e-message service (JPay, CorrLinks, Securus, GettingOut, Chirp). */
export function ContactServiceCheckboxes({ className, itemClassName }: ContactServiceCheckboxesProps) {
  return (
    <div className={className}>
      {CONTACT_SERVICES.map((service) => (
        <Form.Item
          key={service.key}
          name={['electronic_contact', service.key]}
          valuePropName="checked"
          className={itemClassName}
        >
          <Checkbox>{service.label}</Checkbox>
        </Form.Item>
      ))}
    </div>
  );
}

/** The Chirp number (only while Chirp is ticked) and the other app. */
export function ChirpAndOtherAppFields({ showChirpNumber }: { showChirpNumber: boolean }) {
  return (
    <>
      {showChirpNumber && (
        <Form.Item label="Chirp number (optional)" name={['electronic_contact', 'chirp_number']}>
          <Input inputMode="tel" maxLength={30} />
        </Form.Item>
      )}
      <Form.Item label="Other app (optional)" name={['electronic_contact', 'other_app']}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

export function SocialMediaFields() {
  return (
    <>
      <Form.Item label="Instagram (optional)" name={['social_media', 'instagram']}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item label="Facebook (optional)" name={['social_media', 'facebook']}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item label="TikTok (optional)" name={['social_media', 'tiktok']}>
        <Input maxLength={300} />
      </Form.Item>
    </>
  );
}

export function CommissarySitesField() {
  return (
    <Form.Item
      label="Commissary sites (optional)"
      name="commissary_sites"
      extra="Web addresses where people can send commissary or care packages, one per line."
    >
      <Input.TextArea rows={3} placeholder="https://" />
    </Form.Item>
  );
}
