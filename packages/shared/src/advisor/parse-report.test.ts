import { describe, expect, it } from 'vitest';
import { detectReportKind, recogniseReport } from './parse-report.ts';

// The shared package is typed without Node (the page uses it too); only this test reads files.
const fs = 'node:fs';
const { readFileSync } = (await import(fs)) as { readFileSync: (path: URL, encoding: 'utf8') => string };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('dmidecode (fixtures/SOURCES.md)', () => {
  it('an ASUS P8P67 desktop: the socket as the firmware names it, DDR3 from the family as the modules say "<OUT OF SPEC>"', () => {
    expect(recogniseReport(fixture('dmidecode-asus-p8p67.txt'))).toEqual({
      kind: 'dmidecode',
      processor: { model: 'Intel(R) Core(TM) i5-2300 CPU @ 2.80GHz', family: 'Intel Core 2nd/3rd gen (Sandy/Ivy Bridge)', socket: 'LGA1155', memoryTypes: ['DDR3'], integratedGraphics: true, soldered: false },
      // "System Product Name" (the vendor's placeholder) is not taken for the board.
      board: 'ASUSTeK Computer INC. P8P67',
      memory: { type: 'DDR3', format: 'DIMM', totalGb: 4, modules: 2, slots: 4 },
      graphics: null,
      storage: [],
      formFactor: 'desktop',
      unknown: ['graphics', 'storage'],
    });
  });

  it('a ThinkPad Edge E320: a notebook chassis, DDR3 SO-DIMM as the modules state, two empty slots', () => {
    const machine = recogniseReport(fixture('dmidecode-thinkpad-e320.txt'))!;
    expect(machine.formFactor).toBe('laptop');
    expect(machine.processor).toMatchObject({ model: 'Intel(R) Core(TM) i5-2450M CPU @ 2.50GHz', socket: null, soldered: true, memoryTypes: ['DDR3'] });
    expect(machine.memory).toEqual({ type: 'DDR3', format: 'SO-DIMM', totalGb: 8, modules: 2, slots: 4 });
  });

  it('only `dmidecode -t memory`: memory told, the rest could not', () => {
    const memoryOnly = fixture('dmidecode-asus-p8p67.txt').split(/\n(?=Handle 0x0024)/)[1]!;
    const machine = recogniseReport(memoryOnly)!;
    expect(machine.processor).toBeNull();
    // Without the processor, "<OUT OF SPEC>" stays unknown rather than guessed; the modules state their format.
    expect(machine.memory).toEqual({ type: null, format: 'DIMM', totalGb: 4, modules: 2, slots: 4 });
    expect(machine.unknown).toEqual(['processor', 'processor family', 'socket', 'motherboard', 'memory type', 'graphics', 'storage', 'laptop or desktop']);
  });

  it('a socket stated by "Upgrade: Socket AM4" wins over the family table', () => {
    const text = 'Handle 0x0004, DMI type 4, 48 bytes\nProcessor Information\n\tSocket Designation: CPU 1\n\tVersion: AMD Ryzen 5 5600X 6-Core Processor\n\tUpgrade: Socket AM4\n';
    expect(recogniseReport(text)?.processor).toMatchObject({ socket: 'AM4', family: 'AMD Ryzen 1000–5000 (Zen to Zen 3)' });
  });

  it('placeholders are not values: "To Be Filled By O.E.M." and "Default string" leave the board unknown', () => {
    const text = 'Handle 0x0002, DMI type 2, 15 bytes\nBase Board Information\n\tManufacturer: To Be Filled By O.E.M.\n\tProduct Name: Default string\n\nHandle 0x0003, DMI type 3, 22 bytes\nChassis Information\n\tType: Default string\n';
    const machine = recogniseReport(text)!;
    expect(machine.board).toBeNull();
    expect(machine.formFactor).toBeNull();
    expect(machine.unknown).toContain('motherboard');
  });
});

describe('inxi (fixtures/SOURCES.md)', () => {
  it('a ThinkPad P52 (inxi -FRmxxxrz): DDR4 in all four slots, one NVMe and one SATA drive', () => {
    expect(recogniseReport(fixture('inxi-thinkpad-p52.txt'))).toEqual({
      kind: 'inxi',
      processor: { model: 'Intel Core i7-8750H', family: 'Intel Core mobile', socket: null, memoryTypes: ['DDR4'], integratedGraphics: true, soldered: true },
      board: 'LENOVO 20M9CTO1WW',
      memory: { type: 'DDR4', format: 'SO-DIMM', totalGb: 32, modules: 4, slots: 4 },
      graphics: ['Intel CoffeeLake-H GT2 [UHD Graphics 630]', 'NVIDIA GP107GLM [Quadro P1000 Mobile]'],
      storage: [
        { model: 'Crucial CT1000P3SSD8', interface: 'NVMe' },
        { model: 'Crucial CT1000MX500SSD1', interface: 'SATA' },
      ],
      formFactor: 'laptop',
      unknown: [],
    });
  });

  it('a ThinkPad W520 (inxi without -m): the usable memory rounded, its type and slots unknown; the USB camera is no graphics card', () => {
    const machine = recogniseReport(fixture('inxi-thinkpad-w520.txt'))!;
    expect(machine.processor).toMatchObject({ model: 'Intel Core i7-2760QM', soldered: true });
    expect(machine.memory).toEqual({ type: null, format: 'SO-DIMM', totalGb: 8, modules: null, slots: null });
    expect(machine.graphics).toEqual(['Intel 2nd Generation Core Processor Family Integrated Graphics', 'NVIDIA GF108GLM [Quadro 1000M]']);
    expect(machine.storage).toEqual([{ model: 'Intel SSDSC2BF180A4L', interface: 'SATA' }]);
    expect(machine.unknown).toEqual(['memory type', 'memory modules', 'memory slots']);
  });

  it('only the CPU section of a desktop: the platform from the family table, the rest unknown', () => {
    const text = 'CPU:\n  Info: 6-core model: AMD Ryzen 5 5600X bits: 64 type: MT MCP\nInfo:\n  Processes: 300 Uptime: 1h Memory: 15.54 GiB used: 2 GiB (12%)\n';
    const machine = recogniseReport(text)!;
    expect(machine.processor).toMatchObject({ socket: 'AM4', memoryTypes: ['DDR4'], soldered: false });
    expect(machine.memory).toMatchObject({ type: 'DDR4', totalGb: 16, format: null });
    expect(machine.formFactor).toBeNull();
  });
});

describe('system_profiler SPHardwareDataType (fixtures/SOURCES.md)', () => {
  it('a Mac mini (2009) with decimal commas: a desktop whose module format is not told', () => {
    const machine = recogniseReport(fixture('system-profiler-mac-mini-2009.txt'))!;
    expect(machine).toMatchObject({ kind: 'system-profiler', formFactor: 'desktop', memory: { totalGb: 4, format: null, type: null } });
    // A Core 2 Duo is outside the table: named, not guessed.
    expect(machine.processor).toEqual({ model: 'Intel Core 2 Duo', family: null, socket: null, memoryTypes: [], integratedGraphics: null, soldered: null });
  });

  it('a MacBook (2006): a laptop', () => {
    expect(recogniseReport(fixture('system-profiler-macbook-2006.txt'))).toMatchObject({ formFactor: 'laptop', memory: { totalGb: 1, format: 'SO-DIMM' } });
  });

  it('the same report from a German Mac (labels translated here from the English fixture), on Apple silicon', () => {
    const german = 'Hardware:\n\n    Hardware-Übersicht:\n\n      Modellname: MacBook Air\n      Chip: Apple M2\n      Arbeitsspeicher: 8 GB\n';
    const machine = recogniseReport(german)!;
    expect(machine.processor).toMatchObject({ model: 'Apple M2', family: 'Apple silicon (M-series)', soldered: true, memoryTypes: [] });
    expect(machine).toMatchObject({ formFactor: 'laptop', memory: { totalGb: 8, type: null } });
  });
});

describe('what is no report', () => {
  it.each(['', 'hello', 'My PC is slow, what should I buy?', '{"report": 1}', 'CPU: fast', 'Handle this with care', '\u0000'.repeat(100)])('%j', (text) => {
    expect(detectReportKind(text)).toBeNull();
    expect(recogniseReport(text)).toBeNull();
  });
});
