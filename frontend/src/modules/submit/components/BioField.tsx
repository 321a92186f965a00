import { Form, Input } from 'antd';
import { BIO_MAX_WORDS } from '../../profileForm/constants';
import { SUBMIT_MESSAGES } from '../messages';
import { countWords } from '../../profileForm/utils/text';

export type BioFieldProps = {
  hasError: boolean;
};

/** The bio with its live "N / 1000 words" counter (red over the limit; not enforced here). */
export function BioField({ hasError }: BioFieldProps) {
  const bio = Form.useWatch<string | undefined>('bio');
  const words = countWords(bio);
  const isOver = words > BIO_MAX_WORDS;
  return (
    <Form.Item
      label="About / Bio"
      name="bio"
      validateStatus={hasError || isOver ? 'error' : undefined}
      extra={
        <div className="bio-counter-wrap">
          <span className={isOver ? 'bio-counter bio-counter--over' : 'bio-counter'} aria-live="polite">
            {`${words} / ${BIO_MAX_WORDS} words`}
          </span>
          {isOver && <span className="bio-counter__warning">{SUBMIT_MESSAGES.bioTooLong}</span>}
        </div>
      }
    >
      <Input.TextArea
        rows={7}
        placeholder="Who they are, what they enjoy, what kind of correspondence they hope for (at least 50 characters)."
      />
    </Form.Item>
  );
}
