import { Form, Input } from 'antd';
import { BIO_MAX_WORDS, BIO_MIN_CHARS } from '../../profileForm/constants';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import { countWords } from '../../profileForm/utils/text';

/**
 * The bio with its live "N / 1000 words" counter. Over the limit the counter and the field
 * turn red with 'Bio exceeds 1000 word limit. Please shorten.', and the form cannot be saved.
 */
export function BioField() {
  const bio = Form.useWatch<string | undefined>('bio');
  const words = countWords(bio);
  const isOver = words > BIO_MAX_WORDS;
  return (
    <Form.Item
      label="About / Bio"
      name="bio"
      required
      validateStatus={isOver ? 'error' : undefined}
      rules={[
        { required: true, whitespace: true, message: PROFILE_EDIT_MESSAGES.bioRequired },
        { min: BIO_MIN_CHARS, message: PROFILE_EDIT_MESSAGES.bioTooShort, transform: (value: string) => value?.trim() },
        {
          validator: (_, value: string | undefined) =>
            countWords(value) > BIO_MAX_WORDS
              ? Promise.reject(new Error(PROFILE_EDIT_MESSAGES.bioTooLong))
              : Promise.resolve(),
        },
      ]}
      extra={
        <span
          className={isOver ? 'bio-word-counter bio-word-counter--over' : 'bio-word-counter'}
          data-testid="bio-word-counter"
          aria-live="polite"
        >
          {`${words} / ${BIO_MAX_WORDS} words`}
        </span>
      }
    >
      <Input.TextArea rows={8} />
    </Form.Item>
  );
}
