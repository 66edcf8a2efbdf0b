/**
 * What the account forms say when the server refuses (product.md §4). Better Auth's codes are
 * upper-case (`INVALID_EMAIL_OR_PASSWORD`); the rate limiter answers 429.
 */
import { messages } from '@coreparts/shared';
import { ApiClientError } from '@/lib/api-client.ts';

export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

const codeOf = (error: unknown) => (error instanceof ApiClientError ? error.code : '');
const statusOf = (error: unknown) => (error instanceof ApiClientError ? error.status : 0);

export const isEmailNotVerified = (error: unknown) => codeOf(error) === EMAIL_NOT_VERIFIED;

function commonMessage(error: unknown): string {
  return statusOf(error) === 429 ? messages.account.tooManyAttempts : messages.auth.somethingWrong;
}

/** The server does not say whether the e-mail or the password was wrong. */
export function signInErrorMessage(error: unknown): string {
  if (codeOf(error) === 'INVALID_EMAIL_OR_PASSWORD') return messages.auth.wrongPassword;
  if (isEmailNotVerified(error)) return messages.account.emailNotVerified;
  return commonMessage(error);
}

export function signUpErrorMessage(error: unknown): string {
  if (codeOf(error).startsWith('USER_ALREADY_EXISTS')) return messages.auth.emailInUse;
  return commonMessage(error);
}

/** A reset link that is unknown, used or expired. */
export const isInvalidToken = (error: unknown) => codeOf(error) === 'INVALID_TOKEN';

export function resetPasswordErrorMessage(error: unknown): string {
  if (isInvalidToken(error)) return messages.account.resetLinkInvalid;
  return commonMessage(error);
}

/** For calls whose refusals carry no meaning of their own (reset request, resend). */
export const requestErrorMessage = commonMessage;

/**
 * My Profile's refusals (decision 054): a field the server refused says why in the shop's words
 * (messages.ts), a wrong current password and a password-less account have their own.
 */
export function profileErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'INVALID_PASSWORD') return messages.profile.currentPasswordWrong;
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return messages.profile.socialOnly;
  const status = statusOf(error);
  if ((status === 400 || status === 413 || status === 415) && error instanceof Error) return error.message;
  // Our photo cap says so in the shop's words; Better Auth's limiter does not.
  if (status === 429 && error instanceof Error && error.message === messages.profile.tooManyPhotos) return error.message;
  return commonMessage(error);
}
