import { describe, expect, it } from 'vitest';
import { splitOnUrls } from './linked-text.tsx';

describe('splitOnUrls', () => {
  it('puts each address at an odd index, without trailing punctuation', () => {
    const parts = splitOnUrls('Open http://localhost:3999/api/auth/verify-email?token=a.b&x=1. Thanks');
    expect(parts).toEqual(['Open ', 'http://localhost:3999/api/auth/verify-email?token=a.b&x=1', '. Thanks']);
  });

  it('leaves text without addresses whole and ignores other schemes', () => {
    expect(splitOnUrls('javascript:alert(1) and mailto:a@b.co')).toEqual(['javascript:alert(1) and mailto:a@b.co']);
  });

  it('finds several addresses, including one in parentheses', () => {
    const parts = splitOnUrls('(https://a.example/x) or https://b.example');
    expect(parts.filter((_, i) => i % 2 === 1)).toEqual(['https://a.example/x', 'https://b.example']);
  });
});
