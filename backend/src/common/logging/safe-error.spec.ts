import { QueryFailedError } from 'typeorm';
import { safeError } from './safe-error';

describe('safeError', () => {
  it('keeps the kind, message, SQLSTATE and stack of a failed query, never its parameters or quoted values', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(someone@example.org) already exists.',
    });
    const error = new QueryFailedError('INSERT INTO users (email, password_hash) VALUES ($1, $2)', ['someone@example.org', '$argon2id$v=19$m=65536$secret'], driver);
    const logged = JSON.stringify(safeError(error));
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('someone@example.org');
  });

  it('passes non-objects through', () => {
    expect(safeError('text')).toBe('text');
    expect(safeError(undefined)).toBeUndefined();
  });
});
