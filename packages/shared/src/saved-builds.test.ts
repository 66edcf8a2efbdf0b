import { describe, expect, it } from 'vitest';
import type { Part } from './schemas.ts';
import { renameBuildBodySchema, saveBuildBodySchema, savedBuildDescription, savedBuildIdSchema, savedBuildTitle, type SavedBuildLine } from './saved-builds.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const issues = (body: unknown) => saveBuildBodySchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const nameRule = 'name: Please use a plain name of at most 60 characters, without links.';

describe('saving a build', () => {
  it.each<[string, unknown, string[] | undefined]>([
    ['one line and no name', { parts: [{ id: id(1), quantity: 1 }] }, undefined],
    ['a name of 60 characters', { name: 'x'.repeat(60), parts: [{ id: id(1), quantity: 1 }] }, undefined],
    ['no lines', { parts: [] }, ['parts: Choose at least one part before saving the build.']],
    ['a name of 61 characters', { name: 'x'.repeat(61), parts: [{ id: id(1), quantity: 1 }] }, [nameRule]],
    ['a link for a name', { name: 'Claim it at evil.example', parts: [{ id: id(1), quantity: 1 }] }, [nameRule]],
    ['a link with an ideographic dot for a name', { name: 'Claim it at evil。example', parts: [{ id: id(1), quantity: 1 }] }, [nameRule]],
    ['a link with a full-width dot for a name', { name: 'Claim it at evil．example', parts: [{ id: id(1), quantity: 1 }] }, [nameRule]],
    ['a link with a half-width ideographic dot for a name', { name: 'Claim it at evil｡example', parts: [{ id: id(1), quantity: 1 }] }, [nameRule]],
    ['a line break in the name', { name: 'Quiet\nbuild', parts: [{ id: id(1), quantity: 1 }] }, [nameRule]],
    ['a name that is not text', { name: 5, parts: [{ id: id(1), quantity: 1 }] }, ['name: must be text']],
    ['17 of a part', { parts: [{ id: id(1), quantity: 17 }] }, ['parts.0.quantity: must be at most 16']],
    ['33 lines', { parts: Array.from({ length: 33 }, (_, i) => ({ id: id(i), quantity: 1 })) }, ['parts: must hold at most 32 lines']],
  ])('%s', (_, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it('trims the name, and reads an empty or missing one as none', () => {
    const parts = [{ id: id(1), quantity: 1 }];
    expect(saveBuildBodySchema.parse({ name: '  Quiet AM5  ', parts }).name).toBe('Quiet AM5');
    expect(saveBuildBodySchema.parse({ name: '   ', parts }).name).toBeNull();
    expect(saveBuildBodySchema.parse({ parts }).name).toBeNull();
    expect(renameBuildBodySchema.parse({ name: null }).name).toBeNull();
  });

  it('takes only ids of 16 base64url characters', () => {
    expect(savedBuildIdSchema.safeParse('Ab3_-xYz09QrStUv').success).toBe(true);
    for (const bad of ['Ab3_-xYz09QrStU', 'Ab3_-xYz09QrStUvw', 'Ab3_-xYz09QrStU!', '1']) expect(savedBuildIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe("a build's title and description", () => {
  const line = (name: string, category: SavedBuildLine['category'], sold = true): SavedBuildLine => ({
    partId: id(name.length),
    quantity: 1,
    name,
    category,
    image: '/images/a.webp',
    part: sold ? ({ _id: id(name.length), name } as Part) : null,
  });
  const lines = [line('Ferrox B650M Volt', 'motherboard'), line('Arcwave A5 7600', 'processor')];

  it('is titled by its name, or by its processor', () => {
    expect(savedBuildTitle({ name: 'Quiet AM5', lines })).toBe('Quiet AM5');
    expect(savedBuildTitle({ name: null, lines })).toBe('PC build with Arcwave A5 7600');
    expect(savedBuildTitle({ name: null, lines: lines.slice(0, 1) })).toBe('PC build with Ferrox B650M Volt');
  });

  it('describes the check, the total and the parts', () => {
    const check = { estimatedWatts: 115, problems: [] };
    expect(savedBuildDescription({ lines, check, total: 418.5 })).toBe(
      "Everything fits: no problems found. 2 parts, $418.50 at today's prices: Ferrox B650M Volt, Arcwave A5 7600.",
    );
    const error = { severity: 'error' as const, code: 'cpu-socket', message: '', partIds: [] };
    expect(savedBuildDescription({ lines, check: { estimatedWatts: 115, problems: [error] }, total: 1 })).toMatch(/^1 error\. 2 parts/);
  });

  it('keeps the description short enough for a preview', () => {
    const many = Array.from({ length: 20 }, (_, i) => line(`A part with a long name number ${i}`, 'ssd'));
    const text = savedBuildDescription({ lines: many, check: { estimatedWatts: 0, problems: [] }, total: 10 });
    expect(text).toHaveLength(200);
    expect(text.endsWith('…')).toBe(true);
  });

  it('says nothing of a check when no part is sold any more', () => {
    expect(savedBuildDescription({ lines: [line('Old kit', 'ram', false)], check: { estimatedWatts: 0, problems: [] }, total: 0 })).toBe(
      "1 part, $0.00 at today's prices: Old kit.",
    );
  });
});
