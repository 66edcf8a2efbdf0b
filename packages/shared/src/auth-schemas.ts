/**
 * The account forms' rules (product.md §3), shared by the page's forms and the server's checks.
 * Every message comes from messages.ts, spelt as the spec spells it.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

const v = messages.validation;

/** The spec's {email}: an ordinary address with no whitespace anywhere. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters and digits only, at least one of each, at least 8 long. */
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const emailField = z
  .string({ error: v.emailRequired })
  .min(1, { error: v.emailRequired, abort: true })
  .regex(emailPattern, v.emailInvalid)
  .max(254, v.emailInvalid);

export const passwordField = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired, abort: true })
  .regex(passwordPattern, v.passwordWeak)
  .max(128, v.passwordWeak);

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * A name lands in e-mails, reviews and orders: short plain text, never a link someone could
 * turn into a phishing sentence ("Click https://evil.example to claim").
 */
const controlCharacters = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const linkLike = /:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,}\b|@/iu;
/**
 * The text as a browser would read it in an address: NFKC folds full-width letters, signs and
 * dots (`ｅｖｉｌ．ｃｏｍ`, `＠`) to plain ones, and the ideographic full stop, which NFKC keeps (and
 * the half-width one becomes), separates a domain's labels as '.' does (UTS 46).
 */
const asAddressReads = (text: string) => text.normalize('NFKC').replace(/\u3002/g, '.');
/** Text with no control or invisible characters and nothing that reads as a link or an address. */
export const isPlainText = (text: string) => !controlCharacters.test(text) && !linkLike.test(asAddressReads(text));
export const nameField = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, { error: v.nameRequired, abort: true })
  .max(80, messages.account.nameInvalid)
  .refine(isPlainText, messages.account.nameInvalid);

/** A profile photo: one of our own uploads or images, or an https link. */
export const imageUrlPattern = /^(\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp|\/images\/[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|svg)|https:\/\/[^\s"'<>\\]+)$/i;
export const imageField = z.string().max(2048, messages.account.imageInvalid).regex(imageUrlPattern, messages.account.imageInvalid);

/** Confirm Password: required, and the same as Password, else "Password not match !". */
const confirmField = z.string({ error: v.passwordRequired }).min(1, v.passwordRequired);
const passwordsMatch = (d: { password: string; confirmpassword: string }) => d.password === d.confirmpassword;
const mismatch = { path: ['confirmpassword'], message: v.passwordMismatch };

export const signupSchema = z
  .object({ name: nameField, email: emailField, password: passwordField, confirmpassword: confirmField })
  .refine(passwordsMatch, mismatch);
export type SignupInput = z.infer<typeof signupSchema>;

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({ password: passwordField, confirmpassword: confirmField })
  .refine(passwordsMatch, mismatch);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** A user as the API answers it (product.md §5): never a password, a hash or a token. */
export interface AccountUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  emailVerified: boolean;
}

/** My Profile's name (decision 054): the sign-up rule. */
export const profileNameSchema = z.object({ name: nameField });
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

/** My Profile's password change: the current one, then a new one under the sign-up rule, twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: messages.profile.currentPasswordRequired }).min(1, messages.profile.currentPasswordRequired),
    password: passwordField,
    confirmpassword: confirmField,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
