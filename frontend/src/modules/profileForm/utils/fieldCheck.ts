import type { FormRule } from 'antd';
import type { ProfileSubmission } from '../../submit/types/submission';
import type { ProfileFormMode } from '../mode';

/** The parts of the form a failed check can point at: fields of the submission. */
export type CheckedField = keyof ProfileSubmission;

/** Whether a failed check of the last submission points at a field. */
export type HasProblem = (field: CheckedField) => boolean;

/** The Form.Item props that check a field: `rules` are the edit form's checks of it. */
export type FieldCheck = (
  field: CheckedField,
  rules?: FormRule[],
) => { validateStatus?: 'error'; rules?: FormRule[] };

const noProblem: HasProblem = () => false;

/**
 * How a field is checked. On /submit the whole form is checked on "Submit Profile" (the
 * messages are listed, in order, above the button) and each failed field is outlined in red.
 * On edit antd checks each field with its rules and says why under it.
 */
export function fieldCheck(mode: ProfileFormMode, hasProblem: HasProblem = noProblem): FieldCheck {
  if (mode === 'edit') return (_field, rules) => ({ rules });
  return (field) => ({ validateStatus: hasProblem(field) ? 'error' : undefined });
}

/** A required text (blank is missing). */
export const required = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];

/** A required choice. */
export const chosen = (message: string): FormRule[] => [{ required: true, message }];
