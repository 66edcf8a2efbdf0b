import { describe, expect, it } from 'vitest';
import { imageField, loginSchema, nameField, signupSchema } from './auth-schemas.ts';

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

describe('name and photo rules (decision 021)', () => {
  it.each(['Ada Lovelace', "Seán O'Brien", 'Zoë-Chloé', 'J. R. R. Tolkien', 'Łukasz', '李小龍', '山田太郎。', 'ＡＤＡ Ｌｏｖｅｌａｃｅ'])('accepts the name %j', (name) => {
    expect(nameField.safeParse(name).success).toBe(true);
  });

  it.each([
    'n'.repeat(81),
    'Click https://evil.example to claim',
    'Prize at evil.example',
    'www.evil.example',
    'Prize at evil。com',
    'Prize at evil．com',
    'Prize at evil｡com',
    'Prize at ｅｖｉｌ．ｃｏｍ',
    'mail me at a＠b',
    'mail me: a@b.co',
    'Tab\tName',
    'Right\u202eLeft',
  ])('refuses the name %j', (name) => {
    expect(firstMessage(nameField.safeParse(name))).toBe('Please use a plain name of at most 80 characters, without links.');
  });

  it('trims a name', () => {
    expect(nameField.parse('  Ada  ')).toBe('Ada');
  });

  it.each(['/uploads/0b0e5a8c-4a53-4d0e-9a57-2f8e0b7d7c11.webp', '/images/avatars/ada.webp', 'https://example.com/me.png'])(
    'accepts the photo %j',
    (image) => {
      expect(imageField.safeParse(image).success).toBe(true);
    },
  );

  it.each(['javascript:alert(1)', 'http://example.com/me.png', '/uploads/../secret.webp', '//evil.example/x.png', 'https://a.example/x"onerror=1'])(
    'refuses the photo %j',
    (image) => {
      expect(imageField.safeParse(image).success).toBe(false);
    },
  );
});
