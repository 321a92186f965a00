import { Alert, Checkbox, Form } from 'antd';
import { NoteSources } from '../../profiles/components/detail/NoteSources';
import type { StateNote } from '../../profiles/types/profile';
import { PROFILE_FORM_MESSAGES } from '../messages';
import type { FieldCheck } from '../utils/fieldCheck';

/** The listing-restriction notes of the chosen state (none: no notice). */
export type StateRestriction = { stateName: string; notes: StateNote[] };

export type RestrictedStateNoticeProps = {
  restriction: StateRestriction;
  check: FieldCheck;
};

/**
 * For states whose prison rules punish people for being listed on pen-pal sites: the rule,
 * its sources, and a required confirmation of the risk before the profile is sent or saved.
 */
export function RestrictedStateNotice({ restriction: { stateName, notes }, check }: RestrictedStateNoticeProps) {
  if (notes.length === 0) return null;
  return (
    <div className="restricted-state">
      <Alert
        type="warning"
        showIcon
        title={`Listing someone in a ${stateName || 'this state'} prison can get them in trouble`}
        description={notes.map((note) => (
          <div key={note.text} className="restricted-state__note">
            <p>{note.text}</p>
            {Array.isArray(note.sources) && <NoteSources note={note} className="restricted-state__sources" />}
          </div>
        ))}
      />
      <Form.Item
        name="restricted_state_acknowledged"
        valuePropName="checked"
        className="restricted-state__ack"
        {...check('restricted_state_acknowledged', [
          {
            validator: (_, value: boolean | undefined) =>
              value === true
                ? Promise.resolve()
                : Promise.reject(new Error(PROFILE_FORM_MESSAGES.restrictedStateUnacknowledged)),
          },
        ])}
      >
        <Checkbox>I understand the risk to the person listed and want to continue</Checkbox>
      </Form.Item>
    </div>
  );
}
