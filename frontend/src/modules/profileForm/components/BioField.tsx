import { Form, Input } from 'antd';
import { BIO_MAX_WORDS, BIO_MIN_CHARS } from '@shared/rules';
import { FORM_TEXTS, type ProfileFormMode } from '../mode';
import { PROFILE_FORM_MESSAGES } from '../messages';
import type { FieldCheck } from '../utils/fieldCheck';
import { countWords } from '../utils/text';

export type BioFieldProps = {
  mode: ProfileFormMode;
  check: FieldCheck;
};

const trimmedText = (value: string | undefined) => value?.trim();

/**
 * The bio with its live "N / 1000 words" counter, which turns red over the limit. On /submit
 * the limit is a warning said beside the counter: the profile can still be sent. On edit it is
 * a check of the field: the form is not saved over it.
 */
export function BioField({ mode, check }: BioFieldProps) {
  const bio = Form.useWatch<string | undefined>('bio');
  const words = countWords(bio);
  const isOver = words > BIO_MAX_WORDS;
  const { validateStatus, rules } = check('bio', [
    { required: true, whitespace: true, message: PROFILE_FORM_MESSAGES.bioRequired },
    { min: BIO_MIN_CHARS, message: PROFILE_FORM_MESSAGES.bioTooShort, transform: trimmedText },
    {
      validator: (_, value: string | undefined) =>
        countWords(value) > BIO_MAX_WORDS
          ? Promise.reject(new Error(PROFILE_FORM_MESSAGES.bioTooLong))
          : Promise.resolve(),
    },
  ]);
  const counterClass = isOver ? 'bio-counter bio-counter--over' : 'bio-counter';
  return (
    <Form.Item
      label="About / Bio"
      name="bio"
      validateStatus={isOver ? 'error' : validateStatus}
      rules={rules}
      extra={
        <div className="bio-counter-wrap">
          <span className={counterClass} data-testid="bio-word-counter" aria-live="polite">
            {`${words} / ${BIO_MAX_WORDS} words`}
          </span>
          {isOver && mode === 'submit' && (
            <span className="bio-counter__warning">{PROFILE_FORM_MESSAGES.bioTooLong}</span>
          )}
        </div>
      }
    >
      <Input.TextArea rows={8} placeholder={FORM_TEXTS[mode].bioPlaceholder} />
    </Form.Item>
  );
}
