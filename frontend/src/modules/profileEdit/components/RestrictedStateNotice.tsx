import { Alert, Checkbox, Form } from 'antd';
import { NoteSources } from '../../profiles/components/detail/NoteSources';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { StateRestriction } from '../hooks/useStateRestriction';

export const RESTRICTED_STATE_CHECKBOX_LABEL =
  'I understand the risk to the person listed and want to continue';

/**
 * Moving a listing into a state whose prison rules punish people for pen-pal listings: the
 * rule, its sources, and a required confirmation before the change can be saved.
 */
export function RestrictedStateNotice({ stateName, notes }: StateRestriction) {
  if (notes.length === 0) return null;
  return (
    <div className="profile-edit-restricted">
      <Alert
        type="warning"
        showIcon
        title={`Listing someone in a ${stateName || 'this state'} prison can get them in trouble`}
        description={notes.map((note) => (
          <div key={note.text} className="profile-edit-restricted__note">
            <p>{note.text}</p>
            {Array.isArray(note.sources) && <NoteSources note={note} />}
          </div>
        ))}
      />
      <Form.Item
        name="restricted_state_acknowledged"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value: boolean | undefined) =>
              value === true
                ? Promise.resolve()
                : Promise.reject(new Error(PROFILE_EDIT_MESSAGES.restrictedStateUnacknowledged)),
          },
        ]}
      >
        <Checkbox>{RESTRICTED_STATE_CHECKBOX_LABEL}</Checkbox>
      </Form.Item>
    </div>
  );
}
