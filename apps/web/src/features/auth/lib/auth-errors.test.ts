import { messages } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client.ts';
import { profileErrorMessage, resetPasswordErrorMessage, signInErrorMessage, signUpErrorMessage } from './auth-errors.ts';

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

describe('My Profile error messages (decision 054)', () => {
  it('names a wrong current password and an account without one', () => {
    expect(profileErrorMessage(refusal(400, 'INVALID_PASSWORD'))).toBe(messages.profile.currentPasswordWrong);
    expect(profileErrorMessage(refusal(400, 'CREDENTIAL_ACCOUNT_NOT_FOUND'))).toBe(messages.profile.socialOnly);
  });

  it('shows the server’s own words for a refused field or photo', () => {
    expect(profileErrorMessage(new ApiClientError(400, 'INVALID_FIELD', messages.account.nameInvalid))).toBe(messages.account.nameInvalid);
    expect(profileErrorMessage(new ApiClientError(415, 'unsupported_media_type', 'Please upload a JPEG.'))).toBe('Please upload a JPEG.');
    expect(profileErrorMessage(new ApiClientError(429, 'too_many_requests', messages.profile.tooManyPhotos))).toBe(messages.profile.tooManyPhotos);
  });

  it('says too many attempts for the limiter, and the catch-all otherwise', () => {
    expect(profileErrorMessage(refusal(429, 'too_many_requests'))).toBe(messages.account.tooManyAttempts);
    expect(profileErrorMessage(refusal(500, 'internal'))).toBe(messages.auth.somethingWrong);
  });
});
