import { expect, it } from 'vitest';
import { buildCheckBodySchema, MAX_BUILD_LINES } from './build-schemas.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const issues = (body: unknown) => buildCheckBodySchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

it.each<[string, unknown, string[] | undefined]>([
  ['an empty build', { parts: [] }, undefined],
  ['16 of a part', { parts: [{ id: id(1), quantity: 16 }] }, undefined],
  ['17 of a part', { parts: [{ id: id(1), quantity: 17 }] }, ['parts.0.quantity: must be at most 16']],
  ['none of a part', { parts: [{ id: id(1), quantity: 0 }] }, ['parts.0.quantity: must be at least 1']],
  ['half a part', { parts: [{ id: id(1), quantity: 1.5 }] }, ['parts.0.quantity: must be a whole number']],
  ['not an id', { parts: [{ id: 'cpu', quantity: 1 }] }, ['parts.0.id: must be a part id']],
  ['the same part twice', { parts: [{ id: id(1), quantity: 1 }, { id: id(1), quantity: 2 }] }, ['parts: must name each part once']],
  ['too many lines', { parts: Array.from({ length: MAX_BUILD_LINES + 1 }, (_, i) => ({ id: id(i), quantity: 1 })) }, ['parts: must hold at most 32 lines']],
])('%s', (_, body, expected) => {
  expect(issues(body)).toEqual(expected);
});
