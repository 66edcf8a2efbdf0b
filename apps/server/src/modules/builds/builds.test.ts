import type { BuildCheck } from '@coreparts/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts } from '@/db/schema.ts';
import { browserHeaders } from '@/test/accounts.ts';
import { makePart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: Map<string, string>;

const demo = {
  cpu: 'Arcwave A5 7600 Processor 6-Core',
  board: 'Ferrox B650M Volt Micro-ATX Motherboard',
  ddr5: 'Lumen Pulse RGB DDR5-6000 32GB (2x16GB) Kit',
  ddr4: 'Halcyon Core DDR4-3200 16GB (2x8GB) Kit',
  gpu: 'Solvane Storm 7800 Graphics Card 16GB',
  psu: 'Brightline Basic 450W Power Supply',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: parts.id, name: parts.name }).from(parts).where(inArray(parts.name, Object.values(demo)));
  ids = new Map(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t.close());

const check = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/builds/check', headers: browserHeaders(t), payload: payload as object });
const line = (name: keyof typeof demo, quantity = 1) => ({ id: ids.get(demo[name])!, quantity });

describe('POST /api/builds/check', () => {
  it('an AM5 processor, an AM5 DDR5 board and a DDR5 kit fit: no problems, 125 W', async () => {
    const res = await check({ parts: [line('cpu'), line('board'), line('ddr5')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estimatedWatts: 65 + 50 + 2 * 5, problems: [] });
  });

  it('the same with a DDR4 kit: the board and the processor both refuse it', async () => {
    const res = await check({ parts: [line('cpu'), line('board'), line('ddr4')] });
    expect(res.statusCode).toBe(200);
    const { problems } = res.json() as BuildCheck;
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'memory-type-board',
        message: `${demo.ddr4} is DDR4 memory, but ${demo.board} takes DDR5.`,
        partIds: [ids.get(demo.ddr4), ids.get(demo.board)],
      },
      {
        severity: 'error',
        code: 'memory-type-processor',
        message: `${demo.ddr4} is DDR4 memory, but ${demo.cpu} supports only DDR5.`,
        partIds: [ids.get(demo.ddr4), ids.get(demo.cpu)],
      },
    ]);
  });

  it('counts quantities: two kits of two in a board of four slots fit, three do not', async () => {
    const codes = async (kits: number) => ((await check({ parts: [line('board'), line('ddr5', kits)] })).json() as BuildCheck).problems.map((p) => p.code);
    expect(await codes(2)).toEqual([]);
    expect(await codes(3)).toEqual(['memory-slots']);
  });

  it("a 450 W supply carries the 328 W draw with headroom, but not the card's two 8-pin plugs nor its recommended 750 W", async () => {
    const res = await check({ parts: [line('cpu'), line('gpu'), line('psu')] });
    expect(res.json()).toEqual({
      estimatedWatts: 65 + 263,
      problems: [
        {
          severity: 'error',
          code: 'gpu-8-pin-plugs',
          message: `The graphics card ${demo.gpu} takes 2 PCIe 8-pin plugs, but ${demo.psu} has 1.`,
          partIds: [ids.get(demo.gpu), ids.get(demo.psu)],
        },
        {
          severity: 'warning',
          code: 'psu-below-gpu-recommendation',
          message: `${demo.gpu} recommends a power supply of at least 750 W, but ${demo.psu} gives 450 W.`,
          partIds: [ids.get(demo.psu), ids.get(demo.gpu)],
        },
      ],
    });
  });

  it('a part with no specifications: each check it would take part in is noted', async () => {
    const bare = await makePart(t, { name: 'Unspecified SSD' });
    const body = (await check({ parts: [line('board'), { id: bare.id, quantity: 1 }] })).json() as BuildCheck;
    expect(body.problems).toEqual([
      { severity: 'note', code: 'm2-slots-not-checked', message: 'Could not check whether the M.2 drives fit in the slots: Unspecified SSD has no value for Form Factor.', partIds: [bare.id] },
    ]);
  });
});

describe('POST /api/builds/check refuses', () => {
  const invalid = async (payload: unknown, message: string) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
  };
  const someId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('a part that is not in the catalog, naming it', async () => {
    await invalid({ parts: [line('cpu'), { id: someId(1), quantity: 1 }] }, `Invalid body: parts.1.id: no part ${someId(1)} is in the catalog`);
  });

  it('an archived part, naming it', async () => {
    const gone = await makePart(t);
    await t.app.parts.archivePart(gone.id);
    await invalid({ parts: [{ id: gone.id, quantity: 1 }] }, `Invalid body: parts.0.id: no part ${gone.id} is in the catalog`);
    expect((await t.db.select().from(parts).where(eq(parts.id, gone.id)))[0]?.archivedAt).not.toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['17 of a part', { parts: [{ id: someId(1), quantity: 17 }] }, 'Invalid body: parts.0.quantity: must be at most 16'],
    ['none of a part', { parts: [{ id: someId(1), quantity: 0 }] }, 'Invalid body: parts.0.quantity: must be at least 1'],
    ['half a part', { parts: [{ id: someId(1), quantity: 1.5 }] }, 'Invalid body: parts.0.quantity: must be a whole number'],
    ['a quantity as text', { parts: [{ id: someId(1), quantity: '2' }] }, 'Invalid body: parts.0.quantity: must be a number'],
    ['not a part id', { parts: [{ id: 'cpu', quantity: 1 }] }, 'Invalid body: parts.0.id: must be a part id'],
    ['the same part twice', { parts: [{ id: someId(1), quantity: 1 }, { id: someId(1), quantity: 1 }] }, 'Invalid body: parts: must name each part once'],
    ['33 lines', { parts: Array.from({ length: 33 }, (_, i) => ({ id: someId(i), quantity: 1 })) }, 'Invalid body: parts: must hold at most 32 lines'],
  ])('%s', async (_, payload, message) => {
    await invalid(payload, message);
  });

  it('a request from another site', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/builds/check', headers: { origin: 'https://evil.example' }, payload: { parts: [] } });
    expect(res.statusCode).toBe(403);
  });
});
