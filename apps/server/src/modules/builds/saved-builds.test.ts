import { MAX_SAVED_BUILDS, type BuildCheck, type SavedBuild, type SavedBuildSummary } from '@coreparts/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWriteCounts, parts, savedBuildLines, savedBuilds, users } from '@/db/schema.ts';
import { browserHeaders, createAccount, freshAddress, type TestAccount } from '@/test/accounts.ts';
import { makePart } from '@/test/orders.ts';
import { createTestApp } from '@/test/test-app.ts';
import { BUILD_WRITE_LIMITS } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: Map<string, string>;
let alice: TestAccount;
let bob: TestAccount;

const demo = {
  cpu: 'Arcwave A5 7600 Processor 6-Core',
  board: 'Ferrox B650M Volt Micro-ATX Motherboard',
  ddr5: 'Lumen Pulse RGB DDR5-6000 32GB (2x16GB) Kit',
  ddr4: 'Halcyon Core DDR4-3200 16GB (2x8GB) Kit',
} as const;

const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  const rows = await t.db.select({ id: parts.id, name: parts.name }).from(parts).where(inArray(parts.name, Object.values(demo)));
  ids = new Map(rows.map((row) => [row.name, row.id]));
  [alice, bob] = [await createAccount(t), await createAccount(t)];
});
afterAll(() => t.close());

const line = (name: keyof typeof demo, quantity = 1) => ({ id: ids.get(demo[name])!, quantity });
const am5 = () => [line('cpu'), line('board'), line('ddr5', 2)];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A call from its own client address, as `who` (or a visitor on the shop's page). */
const call = (method: Method, url: string, { who, payload, address = freshAddress() }: { who?: TestAccount; payload?: unknown; address?: string } = {}) =>
  t.app.inject({ method, url, headers: who ? who.headers : browserHeaders(t), remoteAddress: address, ...(payload !== undefined && { payload: payload as object }) });

async function save(payload: unknown, options: { who?: TestAccount; address?: string } = {}) {
  const res = await call('POST', '/api/builds', { ...options, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; claim?: string };
}

const read = async (id: string) => {
  const res = await call('GET', `/api/builds/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SavedBuild;
};
const mine = async (who: TestAccount) => {
  const res = await call('GET', '/api/builds', { who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SavedBuildSummary[];
};
const buildCount = async () => (await t.db.select({ n: count() }).from(savedBuilds))[0]!.n;

describe('POST /api/builds saves a build anyone can open', () => {
  it('by a visitor: an unguessable id and the address of its page', async () => {
    const first = await save({ parts: am5() });
    const second = await save({ parts: am5() });
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.url).toBe(`${PUBLIC_URL}/builds/${first.id}`);
    expect(second.id).not.toBe(first.id);
    // Nobody owns it, so nobody's list shows it.
    expect((await t.db.select().from(savedBuilds).where(eq(savedBuilds.id, first.id)))[0]?.ownerId).toBeNull();
  });

  it('answers the build with its parts in order, today’s check and total, to anyone', async () => {
    const { id } = await save({ name: '  Quiet AM5  ', parts: am5() });
    const build = await read(id);
    const check = (await call('POST', '/api/builds/check', { payload: { parts: am5() } })).json() as BuildCheck;
    const catalog = await Promise.all(am5().map(async (l) => (await t.app.parts.getPart(l.id))!));
    expect(build).toEqual({
      id,
      name: 'Quiet AM5',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lines: catalog.map((part, i) => ({ partId: part._id, quantity: am5()[i]!.quantity, name: part.name, category: part.category, image: part.image, part })),
      check,
      total: (catalog[0]!.price * 100 + catalog[1]!.price * 100 + catalog[2]!.price * 200) / 100,
    });
    expect(check).toEqual({ estimatedWatts: 65 + 50 + 4 * 5, problems: [] });
  });

  it("reads today's prices, and flags a part no longer sold, leaving it out of the check and the total", async () => {
    const kept = await makePart(t, { priceCents: 1_000 });
    const dropped = await makePart(t, { priceCents: 5_000, name: 'Soon gone SSD' });
    const { id } = await save({ parts: [{ id: kept.id, quantity: 2 }, { id: dropped.id, quantity: 1 }, line('cpu'), line('ddr4')] });
    const before = await read(id);
    expect(before.check.problems.map((p) => p.code)).toEqual(['memory-type-processor']);

    await t.app.parts.updatePart(kept.id, { price: 12.5 });
    await t.app.parts.archivePart(dropped.id);
    await t.app.parts.archivePart(ids.get(demo.ddr4)!);
    try {
      const after = await read(id);
      expect(after.lines.map((l) => [l.name, l.part === null])).toEqual([
        [kept.name, false],
        ['Soon gone SSD', true],
        [demo.cpu, false],
        [demo.ddr4, true],
      ]);
      expect(after.lines[1]).toMatchObject({ partId: dropped.id, quantity: 1, image: '/x.webp', category: 'ssd', part: null });
      expect(after.check.problems).toEqual([]);
      expect(after.total).toBe(2 * 12.5 + (await t.app.parts.getPart(ids.get(demo.cpu)!))!.price);
    } finally {
      await t.db.update(parts).set({ archivedAt: null }).where(eq(parts.id, ids.get(demo.ddr4)!));
      t.app.parts.invalidateCatalog();
    }
  });

  it('by a signed-in customer: theirs, listed newest first with its count and total, and nobody else’s', async () => {
    const carol = await createAccount(t);
    const older = await save({ name: 'First', parts: [line('cpu')] }, { who: carol });
    const newer = await save({ parts: am5() }, { who: carol });
    await save({ parts: [line('board')] });
    const cpu = (await t.app.parts.getPart(ids.get(demo.cpu)!))!;
    const list = await mine(carol);
    expect(list.map((b) => b.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toEqual({ id: older.id, name: 'First', createdAt: expect.any(String), partCount: 1, unsoldCount: 0, total: cpu.price });
    expect(list[0]).toMatchObject({ name: null, partCount: 3, unsoldCount: 0, total: (await read(newer.id)).total });
    expect((await mine(bob)).map((b) => b.id)).not.toContain(newer.id);
  });

  it('lists nothing to a visitor', async () => {
    const res = await call('GET', '/api/builds');
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/builds/claim: a build saved before signing in belongs to the account signed in next', () => {
  const claim = (who: TestAccount | undefined, builds: unknown) => call('POST', '/api/builds/claim', { who, payload: { builds } });

  it('takes the builds this browser saved, proved by their claims, and lists them as the account’s', async () => {
    const erin = await createAccount(t);
    const first = await save({ name: 'Before sign-up', parts: am5() });
    const second = await save({ parts: [line('cpu')] });
    expect(first.claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A signed-in customer's build is theirs already: nothing to claim.
    expect((await save({ parts: [line('cpu')] }, { who: erin })).claim).toBeUndefined();

    const res = await claim(erin, [first, second].map(({ id, claim }) => ({ id, claim })));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ claimed: 2 });
    expect((await mine(erin)).map((b) => b.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    // Once someone's, a second claim (the same browser, another account) takes nothing.
    expect((await claim(bob, [{ id: first.id, claim: first.claim }])).json()).toEqual({ claimed: 0 });
    expect((await mine(bob)).map((b) => b.id)).not.toContain(first.id);
  });

  it('takes nothing by a build’s id alone, which its shared link shows, nor by another build’s claim', async () => {
    const shared = await save({ parts: [line('board')] });
    const other = await save({ parts: [line('cpu')] });
    const res = await claim(bob, [{ id: shared.id, claim: other.claim }]);
    expect(res.json()).toEqual({ claimed: 0 });
    expect((await t.db.select().from(savedBuilds).where(eq(savedBuilds.id, shared.id)))[0]?.ownerId).toBeNull();
  });

  it('refuses a visitor, and claims of the wrong shape', async () => {
    const build = await save({ parts: [line('cpu')] });
    expect((await claim(undefined, [{ id: build.id, claim: build.claim }])).statusCode).toBe(401);
    for (const builds of [[], [{ id: build.id, claim: 'short' }], [{ id: 'x', claim: build.claim }], Array.from({ length: 21 }, () => ({ id: build.id, claim: build.claim }))]) {
      const res = await claim(bob, builds);
      expect(res.statusCode, JSON.stringify(builds).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});

describe('only the owner changes a build', () => {
  it('renames their build, or takes the name away', async () => {
    const { id } = await save({ name: 'Old', parts: [line('cpu')] }, { who: alice });
    let res = await call('PATCH', `/api/builds/${id}`, { who: alice, payload: { name: ' New name ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'New name', partCount: 1 });
    expect((await read(id)).name).toBe('New name');
    res = await call('PATCH', `/api/builds/${id}`, { who: alice, payload: { name: '' } });
    expect(res.json()).toMatchObject({ id, name: null });
  });

  it("refuses someone else's build, a visitor's build, and a visitor", async () => {
    const { id } = await save({ name: 'Alice’s', parts: [line('cpu')] }, { who: alice });
    const orphan = await save({ parts: [line('cpu')] });
    for (const target of [id, orphan.id]) {
      for (const [method, payload] of [['PATCH', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
        const res = await call(method, `/api/builds/${target}`, { who: bob, payload });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'forbidden', message: 'Only the person who saved this build can change it.' } });
        expect((await call(method, `/api/builds/${target}`, { payload })).statusCode).toBe(401);
      }
    }
    expect((await read(id)).name).toBe('Alice’s');
    expect((await read(orphan.id)).lines).toHaveLength(1);
  });

  it('deletes their build: its page and its lines are gone, and their list no longer shows it', async () => {
    const { id } = await save({ parts: am5() }, { who: alice });
    const res = await call('DELETE', `/api/builds/${id}`, { who: alice });
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/api/builds/${id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(savedBuildLines).where(eq(savedBuildLines.buildId, id))).toEqual([]);
    expect((await mine(alice)).map((b) => b.id)).not.toContain(id);
    expect((await call('DELETE', `/api/builds/${id}`, { who: alice })).statusCode).toBe(404);
  });

  it('goes with the account that saved it', async () => {
    const dave = await createAccount(t);
    const { id } = await save({ parts: [line('cpu')] }, { who: dave });
    await t.db.delete(users).where(eq(users.email, dave.email));
    expect((await call('GET', `/api/builds/${id}`)).statusCode).toBe(404);
  });
});

describe('refused builds change nothing', () => {
  const someId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  const refused = async (payload: unknown, message: string, who?: TestAccount) => {
    const before = await buildCount();
    const res = await call('POST', '/api/builds', { who, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
    expect(await buildCount()).toBe(before);
  };

  it.each<[string, unknown, string]>([
    ['no lines', { parts: [] }, 'Invalid body: parts: Choose at least one part before saving the build.'],
    ['no parts at all', { name: 'Empty' }, 'Invalid body: parts: Invalid input: expected array, received undefined'],
    ['33 lines', { parts: Array.from({ length: 33 }, (_, i) => ({ id: someId(i), quantity: 1 })) }, 'Invalid body: parts: must hold at most 32 lines'],
    ['17 of a part', { parts: [{ id: someId(1), quantity: 17 }] }, 'Invalid body: parts.0.quantity: must be at most 16'],
    ['none of a part', { parts: [{ id: someId(1), quantity: 0 }] }, 'Invalid body: parts.0.quantity: must be at least 1'],
    ['half a part', { parts: [{ id: someId(1), quantity: 1.5 }] }, 'Invalid body: parts.0.quantity: must be a whole number'],
    ['a quantity as text', { parts: [{ id: someId(1), quantity: '2' }] }, 'Invalid body: parts.0.quantity: must be a number'],
    ['the same part twice', { parts: [{ id: someId(1), quantity: 1 }, { id: someId(1), quantity: 1 }] }, 'Invalid body: parts: must name each part once'],
    ['a name of 61 characters', { name: 'x'.repeat(61), parts: [{ id: someId(1), quantity: 1 }] }, 'Invalid body: name: Please use a plain name of at most 60 characters, without links.'],
    ['a link for a name', { name: 'Free parts at evil.example', parts: [{ id: someId(1), quantity: 1 }] }, 'Invalid body: name: Please use a plain name of at most 60 characters, without links.'],
    ['a link with an ideographic dot for a name', { name: 'Free parts at evil。example', parts: [{ id: someId(1), quantity: 1 }] }, 'Invalid body: name: Please use a plain name of at most 60 characters, without links.'],
    ['a name that is not text', { name: ['x'], parts: [{ id: someId(1), quantity: 1 }] }, 'Invalid body: name: must be text'],
  ])('%s', async (_, payload, message) => {
    await refused(payload, message);
  });

  it('a part that is not in the catalog, naming it', async () => {
    await refused({ parts: [line('cpu'), { id: someId(7), quantity: 1 }] }, `Invalid body: parts.1.id: no part ${someId(7)} is in the catalog`, alice);
  });

  it('an archived part, naming it', async () => {
    const gone = await makePart(t);
    await t.app.parts.archivePart(gone.id);
    await refused({ parts: [{ id: gone.id, quantity: 1 }] }, `Invalid body: parts.0.id: no part ${gone.id} is in the catalog`);
  });

  it('a rename to a name too long, and an id that names no build', async () => {
    const { id } = await save({ name: 'Kept', parts: [line('cpu')] }, { who: alice });
    const res = await call('PATCH', `/api/builds/${id}`, { who: alice, payload: { name: 'y'.repeat(61) } });
    expect(res.statusCode).toBe(400);
    expect((await read(id)).name).toBe('Kept');
    expect((await call('PATCH', `/api/builds/${id}`, { who: alice, payload: {} })).statusCode).toBe(400);
  });

  it('an unknown id is a 404, a malformed one a 400', async () => {
    const unknown = await call('GET', '/api/builds/AAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'This build does not exist, or it was deleted.' } });
    for (const [method, who] of [['PATCH', alice], ['DELETE', alice]] as const) {
      expect((await call(method, '/api/builds/AAAAAAAAAAAAAAAA', { who, payload: method === 'PATCH' ? { name: 'x' } : undefined })).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/builds/short')).json()).toEqual({ error: { code: 'bad_request', message: 'Invalid params: id: must be a build id' } });
  });

  it('a save from another site', async () => {
    const before = await buildCount();
    const res = await t.app.inject({ method: 'POST', url: '/api/builds', headers: { origin: 'https://evil.example' }, payload: { parts: [line('cpu')] } });
    expect(res.statusCode).toBe(403);
    expect(await buildCount()).toBe(before);
  });
});

describe('how fast and how many builds are saved', () => {
  const tooMany = { error: { code: 'too_many_requests', message: 'You have saved many builds in a short time. Please wait a while and try again.' } };

  it('an address saves a limited number an hour, signed in or not; another address is not held back', async () => {
    const address = freshAddress();
    const { limit } = BUILD_WRITE_LIMITS.saveAddress;
    for (let i = 0; i < limit; i++) await save({ parts: [line('cpu')] }, { address, who: i % 2 === 0 ? undefined : bob });
    const before = await buildCount();
    const res = await call('POST', '/api/builds', { address, payload: { parts: [line('cpu')] } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    expect(await buildCount()).toBe(before);
    await save({ parts: [line('cpu')] });

    // An hour later, the address may save again.
    await t.db.update(buildWriteCounts).set({ windowStartedAt: sql`now() - interval '61 minutes'` }).where(eq(buildWriteCounts.key, `save address ${address}`));
    await save({ parts: [line('cpu')] }, { address });
  });

  it('an account saves a limited number an hour, from any addresses', async () => {
    const erin = await createAccount(t);
    for (let i = 0; i < BUILD_WRITE_LIMITS.saveAccount.limit; i++) await save({ parts: [line('cpu')] }, { who: erin });
    const res = await call('POST', '/api/builds', { who: erin, payload: { parts: [line('cpu')] } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    await save({ parts: [line('cpu')] });
  });

  it('an account renames a limited number of times an hour', async () => {
    const frank = await createAccount(t);
    const { id } = await save({ parts: [line('cpu')] }, { who: frank });
    for (let i = 0; i < BUILD_WRITE_LIMITS.renameAccount.limit; i++) {
      expect((await call('PATCH', `/api/builds/${id}`, { who: frank, payload: { name: `Name ${i}` } })).statusCode).toBe(200);
    }
    const res = await call('PATCH', `/api/builds/${id}`, { who: frank, payload: { name: 'One more' } });
    expect(res.statusCode).toBe(429);
    expect((await read(id)).name).toBe(`Name ${BUILD_WRITE_LIMITS.renameAccount.limit - 1}`);
  });

  it(`an account keeps at most ${MAX_SAVED_BUILDS} builds: one must go before another is saved`, async () => {
    const grace = await createAccount(t);
    const { id } = await save({ parts: [line('cpu')] }, { who: grace });
    const [owner] = await t.db.select({ ownerId: savedBuilds.ownerId }).from(savedBuilds).where(eq(savedBuilds.id, id));
    const filler = Array.from({ length: MAX_SAVED_BUILDS - 1 }, (_, i) => ({ id: `filler${String(i).padStart(10, '0')}`, ownerId: owner!.ownerId }));
    await t.db.insert(savedBuilds).values(filler);
    await t.db.insert(savedBuildLines).values(filler.map((b) => ({ buildId: b.id, position: 0, partId: ids.get(demo.cpu)!, quantity: 1 })));

    const res = await call('POST', '/api/builds', { who: grace, payload: { parts: [line('cpu')] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'too_many_builds', message: `You have ${MAX_SAVED_BUILDS} saved builds: delete one to save another.` } });
    expect(await mine(grace)).toHaveLength(MAX_SAVED_BUILDS);

    expect((await call('DELETE', `/api/builds/${id}`, { who: grace })).statusCode).toBe(204);
    await save({ parts: [line('cpu')] }, { who: grace });
  });
});
