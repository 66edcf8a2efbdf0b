import { describe, expect, it } from 'vitest';
import { changePasswordSchema, profileNameSchema } from './auth-schemas.ts';
import { messages } from './messages.ts';

describe('My Orders on My Profile (decision 054)', () => {
  it.each([
    [0, 0, 'My Orders: 0 orders, 0 pieces'],
    [1, 1, 'My Orders: 1 order, 1 piece'],
    [1, 3, 'My Orders: 1 order, 3 pieces'],
    [2, 1, 'My Orders: 2 orders, 1 piece'],
    [12, 40, 'My Orders: 12 orders, 40 pieces'],
  ])('%i orders of %i pieces read "%s"', (orders, pieces, text) => {
    expect(messages.profile.orderCount(orders, pieces)).toBe(text);
  });
});

describe('the profile forms', () => {
  it('holds the name to the sign-up rule', () => {
    expect(profileNameSchema.safeParse({ name: '  Ada  ' }).data).toEqual({ name: 'Ada' });
    expect(profileNameSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(messages.validation.nameRequired);
    expect(profileNameSchema.safeParse({ name: 'see www.example.com' }).error?.issues[0]?.message).toBe(messages.account.nameInvalid);
  });

  it('asks for the current password and a new one, twice, under the sign-up rule', () => {
    const valid = { currentPassword: 'Old12345', password: 'New12345', confirmpassword: 'New12345' };
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
    const issue = (input: object) => changePasswordSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(issue({ currentPassword: '' })).toBe(messages.profile.currentPasswordRequired);
    expect(issue({ password: 'short', confirmpassword: 'short' })).toBe(messages.validation.passwordWeak);
    expect(issue({ confirmpassword: 'New123456' })).toBe(messages.validation.passwordMismatch);
  });
});
