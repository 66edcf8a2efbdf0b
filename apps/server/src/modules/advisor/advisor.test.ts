import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ADVISOR_REPORTS_PER_WINDOW, advisorMessages, graphicsTier, messages, processorTier, MAX_REPORT_BYTES, MAX_REPORT_LINE_CHARS, MAX_REPORT_LINES, type AdvisorAnswer } from '@coreparts/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCounts } from '@/lib/windowed-count.ts';
import { browserHeaders, freshAddress, postFromBrowser } from '@/test/accounts.ts';
import { createTestApp } from '@/test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(new URL(`../../../../../packages/shared/src/advisor/fixtures/${name}`, import.meta.url), 'utf8');
/** A report sent from an address of its own, so the reports-per-address limit stays out of the way. */
const advise = (payload: unknown) => postFromBrowser(t, '/api/advisor', payload as object);

describe('POST /api/advisor', () => {
  it('an LGA1155 desktop with two of four slots free: DDR3 DIMM for the free slots, SATA SSDs, no card (dmidecode lists no graphics) and no processor', async () => {
    const res = await advise({ report: fixture('dmidecode-asus-p8p67.txt') });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdvisorAnswer;
    expect(body.machine).toMatchObject({ kind: 'dmidecode', board: 'ASUSTeK Computer INC. P8P67', processor: { socket: 'LGA1155' }, memory: { type: 'DDR3', slots: 4, modules: 2 } });
    const ram = body.suggestions.filter((s) => s.category === 'ram');
    expect(ram.map((s) => [s.name, s.reason])).toEqual([['Quillon Legacy DDR3-1600 8GB (2x4GB) Kit', 'DDR3 DIMM, 2 modules for the 2 free slots.']]);
    const ssd = body.suggestions.filter((s) => s.category === 'ssd');
    expect(ssd.length).toBeGreaterThan(0);
    expect(ssd.every((s) => s.reason === 'SATA SSD: SATA fits nearly every PC.')).toBe(true);
    // Nothing says the board has an M.2 slot: 2.5" drives, not the catalog's M.2 SATA drive.
    const formFactors = await Promise.all(ssd.map(async (s) => (await t.app.inject({ url: `/api/part/${s.partId}` })).json().specs.formFactor));
    expect(new Set(formFactors)).toEqual(new Set(['2.5"']));
    expect(body.suggestions.some((s) => s.category === 'graphics-card')).toBe(false);
    expect(body.suggestions.some((s) => s.category === 'processor')).toBe(false);
    expect(body.notes).toContain('Processor: nothing we stock fits socket LGA1155; a newer processor would need a new motherboard and, often, new memory.');
    for (const s of body.suggestions) expect(s).toEqual({ category: s.category, partId: expect.any(String), name: expect.any(String), price: expect.any(Number), reason: expect.any(String) });
  });

  it('a laptop (inxi, ThinkPad P52, every slot full): memory and storage only, NVMe since an NVMe drive is fitted', async () => {
    const body = (await advise({ report: fixture('inxi-thinkpad-p52.txt') })).json() as AdvisorAnswer;
    expect(new Set(body.suggestions.map((s) => s.category))).toEqual(new Set(['ssd']));
    expect(body.suggestions.every((s) => s.reason.startsWith('NVMe SSD: an NVMe drive is already fitted'))).toBe(true);
    // Four DDR4 SO-DIMM slots, all full, and no DDR4 SO-DIMM kit in the demo stock.
    expect(body.notes).toEqual(['Memory: no DDR4 SO-DIMM kit in stock fits this machine.', 'A laptop: only memory (SO-DIMM) and storage can be upgraded.']);
  });

  it('an AM4 desktop (only the CPU section of inxi): faster processors for AM4 with the firmware caution, memory not guessed between boards', async () => {
    const body = (await advise({ report: 'CPU:\n  Info: 6-core model: AMD Ryzen 5 3600 bits: 64 type: MT MCP\nInfo:\n  Processes: 300 Memory: 15.54 GiB used: 2 GiB (12%)\n' })).json() as AdvisorAnswer;
    const cpus = body.suggestions.filter((s) => s.category === 'processor');
    expect(cpus.length).toBeGreaterThan(0);
    // A Ryzen 5 3600 is tier 5: only faster processors, each saying so.
    expect(cpus.map((s) => s.reason)).toEqual(cpus.map(() => expect.stringMatching(/^Fits socket AM4, tier ([6-9]|10) of 10 above your processor's 5; check that your board's firmware \(BIOS\) supports it, and update it first if needed\.$/)));
    expect(body.notes).toContain('Memory: the report does not say whether the machine takes DIMM or SO-DIMM modules, so no DDR4 is suggested.');
  });

  it('a laptop from `lshw -json` on a German system: read like the others, SATA SSDs since the drive seen is SATA, larger than its 500 GB one', async () => {
    const body = (await advise({ report: fixture('lshw-json-fujitsu-lifebook-e782.json') })).json() as AdvisorAnswer;
    expect(body.machine).toMatchObject({ kind: 'lshw-json', machine: 'laptop', memory: { type: 'DDR3', format: 'SO-DIMM', slots: 2, modules: 2 }, storage: [{ model: 'Samsung SSD 860', interface: 'SATA', sizeGb: 500.11 }] });
    expect(body.suggestions.every((s) => s.category === 'ram' || s.category === 'ssd')).toBe(true);
    const ssd = body.suggestions.filter((s) => s.category === 'ssd');
    expect(ssd.map((s) => s.reason)).toEqual(['SATA SSD: the drives seen are SATA; 1000 GB, larger than the 500 GB drive fitted.']);
  });

  /** An `lshw -json` of a machine with the drives given: an NVMe controller when asked, and each drive with its size in bytes. */
  const withDrives = (drives: { product: string; nvme: boolean; bytes: number }[], nvmeController = false) =>
    JSON.stringify({
      id: 'pc',
      class: 'system',
      children: [
        ...(nvmeController ? [{ id: 'storage', class: 'storage', description: 'Non-Volatile memory controller', product: 'NVMe controller' }] : []),
        ...drives.map((d, i) =>
          d.nvme
            ? { id: `nvme${i}`, class: 'storage', description: 'NVMe device', product: d.product, children: [{ id: 'namespace', class: 'disk', description: 'NVMe disk', size: d.bytes, units: 'bytes' }] }
            : { id: 'disk', class: 'disk', description: 'ATA Disk', product: d.product, size: d.bytes, units: 'bytes' },
        ),
      ],
    });

  it('storage is never a smaller or slower drive: larger than the drive fitted, or NVMe where the drives are SATA; nothing larger, said plainly', async () => {
    const big = (await advise({ report: withDrives([{ product: 'Big NVMe 4TB', nvme: true, bytes: 4_000_787_030_016 }]) })).json() as AdvisorAnswer;
    expect(big.suggestions.filter((s) => s.category === 'ssd')).toEqual([]);
    expect(big.notes).toContain('Storage: no NVMe SSD we stock is larger than the 4001 GB drive fitted.');

    // A 2 TB SATA drive and an empty M.2 slot: the 2 TB NVMe drive is faster though no larger, the 4 TB one both.
    const sata = (await advise({ report: withDrives([{ product: 'Some SATA 2TB', nvme: false, bytes: 2_000_398_934_016 }], true) })).json() as AdvisorAnswer;
    const reasons = await Promise.all(
      sata.suggestions.filter((s) => s.category === 'ssd').map(async (s) => [Number((await t.app.inject({ url: `/api/part/${s.partId}` })).json().specs.capacityGb), s.reason] as const),
    );
    expect(reasons.toSorted(([a], [b]) => a - b)).toEqual([
      [2000, 'NVMe SSD: the report shows an NVMe controller, so an M.2 slot is there; faster than the SATA drive fitted.'],
      [4000, 'NVMe SSD: the report shows an NVMe controller, so an M.2 slot is there; 4000 GB, larger than the 2000 GB drive fitted.'],
    ]);
  });

  it('a memory kit beside modules of another speed says that all of them will run at the slower speed; one of the same speed says nothing', async () => {
    const body = (await advise({ report: readFileSync(new URL('../../../../../packages/shared/src/advisor/fixtures/corpus/dmidecode-en-asus-prime-b550-plus.txt', import.meta.url), 'utf8') })).json() as AdvisorAnswer;
    expect(body.machine.memory).toMatchObject({ type: 'DDR4', format: 'DIMM', slots: 4, modules: 2, speedMts: 3200 });
    const ram = body.suggestions.filter((s) => s.category === 'ram');
    expect(ram.map((s) => [s.name, s.note])).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/DDR4-3200/), undefined],
        [expect.stringMatching(/DDR4-3600/), messages.advisor.mixedMemorySpeed(3600, 3200)],
      ]),
    );
    expect(messages.advisor.mixedMemorySpeed(3600, 3200)).toBe('Your present modules are rated 3200 MT/s and this kit 3600 MT/s: side by side, all of them will run at the slower speed, 3200 MT/s.');
  });

  it('Windows `systeminfo` and `dxdiag`: accepted, with what they cannot tell listed', async () => {
    const systeminfo = (await advise({ report: fixture('systeminfo-msi-trident3.txt') })).json() as AdvisorAnswer;
    expect(systeminfo.machine).toMatchObject({ kind: 'systeminfo', processor: null, memory: { totalGb: 16 } });
    expect(systeminfo.machine.unknown).toContain('processor');
    const dxdiag = (await advise({ report: fixture('dxdiag-phenom-hd4800.txt') })).json() as AdvisorAnswer;
    expect(dxdiag.machine).toMatchObject({ kind: 'dxdiag', graphics: [{ name: 'ATI Radeon HD 4800 Series', kind: 'discrete' }], storage: [{ model: 'Hitachi HDP725050GLA360 ATA Device', interface: null }] });
  });

  it('a Mac on Apple silicon: memory is part of the chip, said plainly', async () => {
    const body = (await advise({ report: 'Hardware:\n\n    Hardware Overview:\n\n      Model Name: MacBook Air\n      Chip: Apple M2\n      Memory: 8 GB\n' })).json() as AdvisorAnswer;
    expect(body.machine.processor).toMatchObject({ family: 'Apple silicon (M-series)', soldered: true });
    expect(body.notes[0]).toBe('Memory: the report does not say which memory the machine takes, so none is suggested.');
    expect(body.suggestions.every((s) => s.category === 'ssd')).toBe(true);
  });
});

describe('POST /api/advisor reads reports as they are saved and pasted (issue 40)', () => {
  /** The report file's own bytes as the body, as `curl --data-binary @DxDiag.txt -H 'content-type: text/plain'` sends them. */
  const sendFile = (bytes: Buffer, contentType = 'text/plain') =>
    t.app.inject({ method: 'POST', url: '/api/advisor', headers: { ...browserHeaders(t), 'content-type': contentType }, payload: bytes, remoteAddress: freshAddress() });
  const asUtf16 = (text: string, mark = true) => Buffer.concat([Buffer.from(mark ? [0xff, 0xfe] : []), Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf16le')]);

  it('a dxdiag saved by Windows as UTF-16, with and without its mark, sent as the file: the same machine as its UTF-8 text', async () => {
    const expected = ((await advise({ report: fixture('dxdiag-phenom-hd4800.txt') })).json() as AdvisorAnswer).machine;
    expect(expected.processor?.model).toMatch(/Phenom/);
    for (const [bytes, type] of [
      [asUtf16(fixture('dxdiag-phenom-hd4800.txt')), 'text/plain'],
      [asUtf16(fixture('dxdiag-phenom-hd4800.txt'), false), 'application/octet-stream'],
      [Buffer.from(fixture('dxdiag-phenom-hd4800.txt')), 'text/plain; charset=utf-8'],
    ] as const) {
      const res = await sendFile(bytes, type);
      expect(res.statusCode, type).toBe(200);
      expect((res.json() as AdvisorAnswer).machine).toEqual(expected);
    }
  });

  it('inxi run in a terminal, its colour codes pasted too, reads as without them', async () => {
    const plain = fixture('inxi-thinkpad-w520.txt');
    const coloured = plain.replace(/^(\s*)([A-Z][\w ]*:)/gm, '$1\u001b[1;34m$2\u001b[0m').replace(/ ([a-z][\w-]*:) /g, ' \u001b[1;34m$1\u001b[0m ');
    expect(coloured).not.toBe(plain);
    const [a, b] = await Promise.all([advise({ report: plain }), advise({ report: coloured })]);
    expect(b.statusCode).toBe(200);
    expect((b.json() as AdvisorAnswer).machine).toEqual((a.json() as AdvisorAnswer).machine);
  });

  it('a UTF-16 file of no report still gets the clear message', async () => {
    const res = await sendFile(asUtf16('Dear shop, my computer is slow.\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: advisorMessages.notAReport } });
  });
});

describe('POST /api/advisor on real reports it was not written from (issue 40, packages/shared/src/advisor/fixtures/corpus)', () => {
  const corpus = new URL('../../../../../packages/shared/src/advisor/fixtures/corpus/', import.meta.url);
  const reports = readdirSync(corpus).filter((name) => /\.(txt|json)$/.test(name) && !name.endsWith('.facts.json'));
  const partsById = new Map<string, { specs: Record<string, unknown> }>();
  const partOf = async (id: string) => {
    if (!partsById.has(id)) partsById.set(id, (await t.app.inject({ url: `/api/part/${id}` })).json());
    return partsById.get(id)!;
  };

  it.each(reports)('%s: read, and nothing suggested the machine cannot take or that is less than it has', async (name) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/advisor', headers: { ...browserHeaders(t), 'content-type': 'text/plain' }, payload: readFileSync(new URL(name, corpus)), remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
    const { machine, suggestions } = res.json() as AdvisorAnswer;
    const categories = new Set(suggestions.map((s) => s.category));
    // A card or a processor only for a desktop (or a machine the report does not place) with a socket of its own.
    if (machine.mac || (machine.machine && machine.machine !== 'desktop') || machine.processor?.soldered) {
      expect(categories.has('graphics-card')).toBe(false);
      expect(categories.has('processor')).toBe(false);
    }
    if (machine.mac?.appleSilicon) expect(suggestions).toEqual([]);
    if (machine.memory?.registered || (machine.memory?.format === 'soldered' && !machine.memory.slots)) expect(categories.has('ram')).toBe(false);
    // Memory: a kit beside the present modules fits the free slots; one in their place is larger than what is fitted.
    const { memory } = machine;
    for (const s of suggestions.filter((x) => x.category === 'ram')) {
      const { specs } = await partOf(s.partId);
      expect(specs.memoryType).toBe(memory!.type);
      expect(specs.moduleFormat).toBe(memory!.format);
      const free = memory!.slots != null && memory!.modules != null ? memory!.slots - memory!.modules : null;
      const beside = free !== null && free > 0 && Number(specs.modules) <= free;
      if (!beside && memory!.totalGb != null) expect(Number(specs.modules) * Number(specs.moduleGb), s.name).toBeGreaterThan(memory!.totalGb);
    }
    // Memory beside modules of another stated speed carries the note that all run at the slower one.
    for (const s of suggestions.filter((x) => x.category === 'ram')) {
      const kitMts = Number((await partOf(s.partId)).specs.speedMts);
      const beside = s.reason.includes('free slot');
      expect(s.note, s.name).toBe(beside && memory!.speedMts != null && kitMts !== memory!.speedMts ? messages.advisor.mixedMemorySpeed(kitMts, memory!.speedMts) : undefined);
    }
    // Storage: larger than the smallest drive inside, or NVMe in place of SATA or SAS drives and no smaller.
    const inside = machine.storage.filter((d) => d.interface !== 'USB');
    const sizes = inside.map((d) => d.sizeGb).filter((size): size is number => size !== null);
    for (const s of suggestions.filter((x) => x.category === 'ssd')) {
      if (sizes.length === 0) continue;
      const { specs } = await partOf(s.partId);
      // Within 1% is the same size: a "2 TB" drive sold is 2000.4 GB read.
      const larger = Number(specs.capacityGb) > Math.min(...sizes) * 1.01;
      const faster = specs.interface === 'NVMe' && inside.every((d) => d.interface === 'SATA' || d.interface === 'SAS') && Number(specs.capacityGb) >= Math.min(...sizes) * 0.99;
      expect(larger || faster, s.name).toBe(true);
    }
    // A card or a processor of a higher tier than the one fitted (one that cannot be ranked gets none).
    const cards = (machine.graphics ?? []).filter((g) => g.kind === 'discrete').map((g) => graphicsTier(g.name) ?? Infinity);
    for (const s of suggestions.filter((x) => x.category === 'graphics-card')) expect(Number((await partOf(s.partId)).specs.performanceTier), s.name).toBeGreaterThan(Math.max(0, ...cards));
    const processor = machine.processor ? (processorTier(machine.processor.model) ?? Infinity) : Infinity;
    for (const s of suggestions.filter((x) => x.category === 'processor')) expect(Number((await partOf(s.partId)).specs.performanceTier), s.name).toBeGreaterThan(processor);
  });

  /** Only the Display Devices of a dxdiag, with the card named. */
  const displayDevices = (card: string) => ['---------------', 'Display Devices', '---------------', `           Card name: ${card}`, '        Manufacturer: NVIDIA', ''].join('\n');

  it('a desktop with a GTX 1060: only faster cards, each saying its tier; with an RTX 4090: none, said plainly', async () => {
    const body = (await advise({ report: displayDevices('NVIDIA GeForce GTX 1060 6GB') })).json() as AdvisorAnswer;
    const cards = body.suggestions.filter((s) => s.category === 'graphics-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(Number((await partOf(card.partId)).specs.performanceTier)).toBeGreaterThan(4);
      expect(card.reason).toMatch(/^Tier ([5-9]|10) of 10, above your card's 4\. Needs a power supply of at least \d+ W/);
    }
    const top = (await advise({ report: displayDevices('NVIDIA GeForce RTX 4090') })).json() as AdvisorAnswer;
    expect(top.suggestions.filter((s) => s.category === 'graphics-card')).toEqual([]);
    expect(top.notes).toContain('Graphics card: nothing we stock is faster than NVIDIA GeForce RTX 4090.');
  });

  it('a report that lists no graphics (dmidecode) gets no card, with the commands that list them', async () => {
    const body = (await advise({ report: readFileSync(new URL('dmidecode-en-asus-prime-b550-plus.txt', corpus), 'utf8') })).json() as AdvisorAnswer;
    expect(body.suggestions.some((s) => s.category === 'graphics-card')).toBe(false);
    expect(body.notes).toContain('Graphics card: the report does not list the graphics, so none is suggested; the output of inxi -Fxz, lshw or dxdiag /t lists them.');
  });

  it('a dual-Xeon server with registered ECC memory: no card, no processor, and no unbuffered memory, each said plainly', async () => {
    const body = (await advise({ report: readFileSync(new URL('dmidecode-en-hp-proliant-dl360p-gen8.txt', corpus), 'utf8') })).json() as AdvisorAnswer;
    expect(body.machine).toMatchObject({ machine: 'server', processor: { count: 2 }, memory: { type: 'DDR3', registered: true, ecc: true, slots: 24, modules: 8, totalGb: 64 } });
    expect(body.suggestions.every((s) => s.category === 'ssd')).toBe(true);
    expect(body.notes).toContain('Memory: this machine takes registered (buffered) DDR3 modules with ECC; we sell unbuffered modules only, so none is suggested.');
    expect(body.notes).toContain("A server: its processors, slots and power supply are its maker's own, so no graphics card or processor is suggested; memory and storage can be upgraded.");
  });

  it('a MacBook Air on Apple silicon: nothing to upgrade, said plainly', async () => {
    const body = (await advise({ report: readFileSync(new URL('system-profiler-en-macbookair10-1.txt', corpus), 'utf8') })).json() as AdvisorAnswer;
    expect(body.machine).toMatchObject({ machine: 'laptop', mac: { model: 'MacBookAir10,1', appleSilicon: true }, memory: { format: 'soldered' } });
    expect(body.suggestions).toEqual([]);
    expect(body.notes).toEqual(['A Mac with Apple silicon (MacBookAir10,1): its processor, memory and storage are part of the board, so nothing in it can be upgraded.']);
  });

  it('the same report pasted twice is the same machine, not one with twice the memory', async () => {
    const report = readFileSync(new URL('dmidecode-en-asus-prime-b550-plus.txt', corpus), 'utf8');
    const [once, twice] = await Promise.all([advise({ report }), advise({ report: `${report}\n\n${report}` })]);
    expect((twice.json() as AdvisorAnswer).machine).toEqual((once.json() as AdvisorAnswer).machine);
  });
});

describe('POST /api/advisor refuses', () => {
  const refused = async (payload: unknown, status: number, code: string, message: string) => {
    const res = await advise(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message } });
  };

  it('an empty report', () => refused({ report: '  \n' }, 400, 'bad_request', advisorMessages.empty));
  it('text that is no report, naming the ones it reads', async () => {
    expect(advisorMessages.notAReport).toBe('This does not look like a hardware report we can read. Paste the output of dmidecode, system_profiler SPHardwareDataType, inxi -Fxz, sudo lshw -json, sudo lshw, dxdiag /t, systeminfo.');
    await refused({ report: 'my pc is slow' }, 400, 'bad_request', advisorMessages.notAReport);
  });
  it('the output of another tool, named, with the commands it reads', () =>
    refused({ report: 'H/W path           Device      Class          Description\n==========================================\n/0/0                            memory         4GiB System Memory\n' }, 400, 'bad_request', advisorMessages.otherTool('lshw -short')));
  it('a report that is not text', () => refused({ report: 42 }, 400, 'bad_request', 'Invalid body: report: must be the text of a report'));
  it('a report over 256 KB', () => refused({ report: 'x'.repeat(MAX_REPORT_BYTES + 1) }, 413, 'payload_too_large', advisorMessages.tooLarge));
  it('a body over the route limit, in the same format', async () => {
    const res = await advise({ report: '\n'.repeat(MAX_REPORT_BYTES * 2) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('fuzzed reports: never a server error', async () => {
    const pieces = ['Handle 0x0001, DMI type 17, 40 bytes\n', '\tSize: ', 'No Module Installed', '9999999999 GB', '\tType: DDR', 'CPU:\n', 'Machine:\n', ' model: ', 'Memory: ', 'Hardware Overview:\n', 'Chip: ', 'ID-1: /dev/nvme', 'Array-1: slots: ', '\u0000', '💾', ':::', '\n', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 60; i++) {
      const report = Array.from({ length: 1 + (next() % 40) }, () => pieces[next() % pieces.length]).join('');
      const res = await advise({ report });
      expect([200, 400], report).toContain(res.statusCode);
    }
    const whole = fixture('dmidecode-thinkpad-e320.txt');
    for (let cut = 0; cut < whole.length; cut += 97) {
      expect([200, 400]).toContain((await advise({ report: whole.slice(cut, cut + 400) })).statusCode);
    }
  });
});

describe('POST /api/advisor never stalls the shop (issue 38, decision 069)', () => {
  it('a crafted paste (a line, 19,000 line breaks, a line) is read off the event loop, and the shop answers meanwhile', async () => {
    const report = `Card name: A${'\r\n'.repeat(19_000)}Card name: B`;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The old readers held the thread for seconds on this paste; a second is a generous bound on any pause.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const [advised, health] = await Promise.all([
      fetch(`${address}/api/advisor`, { method: 'POST', headers: { ...browserHeaders(t), 'content-type': 'application/json' }, body: JSON.stringify({ report }) }),
      fetch(`${address}/api/health`),
    ]);
    delay.disable();
    expect(health.status).toBe(200);
    expect(advised.status).toBe(200);
    expect(((await advised.json()) as AdvisorAnswer).machine).toMatchObject({ kind: 'dxdiag', graphics: [{ name: 'A', kind: 'discrete' }, { name: 'B', kind: 'discrete' }] });
    expect(delay.max / 1e6).toBeLessThan(1_000);
  });

  it(`more than ${ADVISOR_REPORTS_PER_WINDOW} reports from one address within the window: 429, counted in the database for every process`, async () => {
    const remoteAddress = freshAddress();
    const send = (app = t.app) => app.inject({ method: 'POST', url: '/api/advisor', headers: browserHeaders(t), payload: { report: 'my pc is slow' }, remoteAddress });
    for (let i = 0; i < ADVISOR_REPORTS_PER_WINDOW; i++) expect((await send()).statusCode).toBe(400);
    // On PostgreSQL another server process of the shop refuses too; on PGlite there is only one.
    const refused = await send((await t.anotherProcess?.()) ?? t.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: advisorMessages.tooManyReports } });
    expect((await advise({ report: 'my pc is slow' })).statusCode).toBe(400);
  });

  it('counts of windows over a day ago are forgotten by the hourly job; recent ones stay', async () => {
    await t.db.insert(requestCounts).values([
      { key: 'advisor 10.250.0.1', windowStartedAt: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: 'advisor 10.250.0.2', windowStartedAt: new Date(), count: 1 },
    ]);
    await t.runJobs();
    const kept = await t.db.select({ key: requestCounts.key }).from(requestCounts).where(eq(requestCounts.key, 'advisor 10.250.0.2'));
    const forgotten = await t.db.select({ key: requestCounts.key }).from(requestCounts).where(eq(requestCounts.key, 'advisor 10.250.0.1'));
    expect([kept.length, forgotten.length]).toEqual([1, 0]);
  });

  const refused = async (report: string, message: string) => {
    const res = await advise({ report });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
  };

  it(`more than ${MAX_REPORT_LINES} lines: 400`, () => refused('\tx\n'.repeat(MAX_REPORT_LINES + 1), advisorMessages.tooManyLines));
  it(`a line longer than ${MAX_REPORT_LINE_CHARS} characters: 400`, () => refused(`Card name: ${'x'.repeat(MAX_REPORT_LINE_CHARS)}`, advisorMessages.lineTooLong));

  it('an lshw JSON whose children nest as deep as 256 KB allows: 400, no stack overflow', async () => {
    const [open, close] = ['{"children":[', ']}'];
    const levels = Math.floor((MAX_REPORT_BYTES - 64) / (open.length + close.length));
    await refused(`{"class":"system","id":"x","children":[${open.repeat(levels)}${close.repeat(levels)}]}`, advisorMessages.notAReport);
  });

  it('a reading past its time limit: 503 with a hint when to retry, and the next report is answered as cleanly', async () => {
    const slow = await createTestApp({}, { reportReadingTimeLimitMs: 1 });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await postFromBrowser(slow, '/api/advisor', { report: fixture('dmidecode-asus-p8p67.txt') }, slow.app);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ error: { code: 'service_unavailable', message: advisorMessages.tooSlow } });
      }
    } finally {
      await slow.close();
    }
  });
});
