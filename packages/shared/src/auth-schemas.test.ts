import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './auth-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account form rules', () => {
  it('requires an e-mail and a password with the spec messages', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Email is Required', 'Password is Required']);
  });

  it.each(['plain', 'a@b', 'with space@x.com', 'a@b .com', ' lead@x.com'])('refuses the e-mail %j', (email) => {
    expect(firstMessage(loginSchema.safeParse({ email, password: 'abc12345' }))).toBe('Please enter a  valid email ??');
  });

  it.each(['short1', 'lettersonly', '12345678', 'has space1', 'symbols!1a'])('refuses the password %j', (password) => {
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password }))).toBe(
      'Must minimum 8 characters, at least one letter and one number',
    );
  });

  it('accepts letters and digits of at least 8', () => {
    expect(loginSchema.safeParse({ email: 'shop@example.com', password: 'Parts2026' }).success).toBe(true);
  });

  it('says when the passwords do not match', () => {
    const result = signupSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'Parts2026',
      confirmpassword: 'Parts2027',
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmpassword'], message: 'Password not match !' })]);
  });

  it('requires a name', () => {
    const result = signupSchema.safeParse({ name: ' ', email: 'ada@example.com', password: 'Parts2026', confirmpassword: 'Parts2026' });
    expect(firstMessage(result)).toBe('Name is Required');
  });
});
