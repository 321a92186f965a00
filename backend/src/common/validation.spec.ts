import { ValidationError } from 'class-validator';
import { flattenValidationErrors } from './validation';

function error(property: string, constraints?: Record<string, string>, children: ValidationError[] = []): ValidationError {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

describe('flattenValidationErrors', () => {
  it('keeps top-level messages as class-validator wrote them', () => {
    expect(flattenValidationErrors([error('email', { isEmail: 'email must be an email' })])).toEqual([
      'email must be an email',
    ]);
  });

  it('prefixes nested messages with the path to the field', () => {
    const nested = error('mailing_address', undefined, [error('zip', { matches: 'zip must be 5 digits' })]);
    expect(flattenValidationErrors([nested])).toEqual(['mailing_address.zip: zip must be 5 digits']);
  });
});
