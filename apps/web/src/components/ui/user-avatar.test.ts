import { describe, expect, it } from 'vitest';
import { hueOf, initialsOf } from './user-avatar.tsx';

describe('generated avatar', () => {
  it('takes the first and last initials, or the single word or e-mail initial', () => {
    expect(initialsOf('Ada King Lovelace', 'ada@example.com')).toBe('AL');
    expect(initialsOf('  grace  ', 'grace@example.com')).toBe('G');
    expect(initialsOf('', 'zed@example.com')).toBe('Z');
  });

  it('gives an e-mail the same hue every time, whatever its case', () => {
    expect(hueOf('Ada@Example.com')).toBe(hueOf('ada@example.com'));
    expect(hueOf('ada@example.com')).toBeGreaterThanOrEqual(0);
    expect(hueOf('ada@example.com')).toBeLessThan(360);
  });
});
