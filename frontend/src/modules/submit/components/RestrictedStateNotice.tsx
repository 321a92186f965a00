import { Alert, Checkbox, Form } from 'antd';
import { NoteSources } from '../../profiles/components/detail/NoteSources';
import type { StateNote } from '../../profiles/types/profile';

export type RestrictedStateNoticeProps = {
  stateName: string;
  notes: StateNote[];
  hasError: boolean;
};

export const RESTRICTED_STATE_CHECKBOX_LABEL =
  'I understand the risk to the person listed and want to continue';

/**
 * For states whose prison rules punish people for being listed on pen-pal sites: the rule,
 * its sources, and a required acknowledgement before the profile can be sent.
 */
export function RestrictedStateNotice({ stateName, notes, hasError }: RestrictedStateNoticeProps) {
  if (notes.length === 0) return null;
  return (
    <div className="restricted-state">
      <Alert
        type="warning"
        showIcon
        title={`Listing someone in a ${stateName || 'this state'} prison can get them in trouble`}
        description={
          <>
            {notes.map((note) => (
              <div key={note.text} className="restricted-state__note">
                <p>{note.text}</p>
                {Array.isArray(note.sources) && (
                  <NoteSources note={note} className="restricted-state__sources" />
                )}
              </div>
            ))}
          </>
        }
      />
      <Form.Item
        name="restricted_state_acknowledged"
        valuePropName="checked"
        validateStatus={hasError ? 'error' : undefined}
        className="restricted-state__ack"
      >
        <Checkbox>{RESTRICTED_STATE_CHECKBOX_LABEL}</Checkbox>
      </Form.Item>
    </div>
  );
}
