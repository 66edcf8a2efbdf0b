import { messages } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client.ts';
import { resetPasswordErrorMessage, signInErrorMessage, signUpErrorMessage } from './auth-errors.ts';

const refusal = (status: number, code: string) => new ApiClientError(status, code, 'server words');

describe('account error messages (product.md §4)', () => {
  it('does not tell a wrong e-mail from a wrong password', () => {
    expect(signInErrorMessage(refusal(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(messages.auth.wrongPassword);
  });

  it('asks to verify the e-mail first', () => {
    expect(signInErrorMessage(refusal(403, 'EMAIL_NOT_VERIFIED'))).toBe(messages.account.emailNotVerified);
  });

  it('says when there were too many attempts', () => {
    expect(signInErrorMessage(refusal(429, 'too_many_requests'))).toBe(messages.account.tooManyAttempts);
    expect(signUpErrorMessage(refusal(429, 'too_many_requests'))).toBe(messages.account.tooManyAttempts);
  });

  it('names an e-mail already in use', () => {
    expect(signUpErrorMessage(refusal(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toBe(messages.auth.emailInUse);
  });

  it('explains an invalid reset link', () => {
    expect(resetPasswordErrorMessage(refusal(400, 'INVALID_TOKEN'))).toBe(messages.account.resetLinkInvalid);
  });

  it('falls back to the spec catch-all', () => {
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(messages.auth.somethingWrong);
    expect(signUpErrorMessage(refusal(500, 'internal'))).toBe(messages.auth.somethingWrong);
  });
});
