import { MAX_REPORT_BYTES, reportKinds, type RecognisedMachine } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { formatDriveGb, formatGb, groupSuggestions, machineFacts } from './machine-facts.ts';
import { refuseReportFile, reportCommands } from './report-file.ts';

const desktop: RecognisedMachine = {
  kind: 'dmidecode',
  processor: { model: 'Intel Core i5-2500K', family: 'Sandy Bridge', socket: 'LGA1155', memoryTypes: ['DDR3'], integratedGraphics: true, soldered: false, count: 1 },
  board: 'ASUSTeK Computer INC. P8P67',
  machine: 'desktop',
  mac: null,
  memory: { type: 'DDR3', format: 'DIMM', registered: null, ecc: false, totalGb: 8, modules: 2, slots: 4, speedMts: 1333 },
  graphics: null,
  storage: [
    { model: 'Samsung 860 EVO', interface: 'SATA', sizeGb: 500.11 },
    { model: 'ST2000DM008-2FR102', interface: null, sizeGb: null },
  ],
  nvme: false,
  unknown: ['graphics'],
};

describe('what the page shows of a machine', () => {
  it('lists each fact the report told, in order', () => {
    expect(machineFacts(desktop)).toEqual([
      { label: 'Processor', value: 'Intel Core i5-2500K' },
      { label: 'Socket', value: 'LGA1155' },
      { label: 'Motherboard', value: 'ASUSTeK Computer INC. P8P67' },
      { label: 'Memory type', value: 'DDR3 DIMM' },
      { label: 'Memory speed', value: '1333 MT/s' },
      { label: 'Memory size', value: '8 GB' },
      { label: 'Memory modules', value: '2 modules in 4 slots' },
      { label: 'Graphics', value: "The processor's integrated graphics" },
      { label: 'Storage', value: 'Samsung 860 EVO (SATA, 500 GB), ST2000DM008-2FR102' },
      { label: 'Kind of machine', value: 'Desktop' },
    ]);
  });

  it('a dual-socket server with registered ECC memory, and a Mac on Apple silicon with its virtual display', () => {
    const server: RecognisedMachine = { ...desktop, processor: { ...desktop.processor!, model: 'Intel Xeon E5-2650 v2', count: 2 }, machine: 'server', memory: { ...desktop.memory!, registered: true, ecc: true } };
    expect(machineFacts(server)).toEqual(
      expect.arrayContaining([
        { label: 'Processor', value: '2 × Intel Xeon E5-2650 v2' },
        { label: 'Memory type', value: 'DDR3 DIMM registered ECC' },
        { label: 'Kind of machine', value: 'Server' },
      ]),
    );
    const mac: RecognisedMachine = {
      ...desktop,
      processor: null,
      board: null,
      machine: 'laptop',
      mac: { model: 'MacBookAir10,1', appleSilicon: true },
      memory: { type: 'LPDDR4', format: 'soldered', registered: null, ecc: null, totalGb: 16, modules: null, slots: 0, speedMts: null },
      graphics: [{ name: 'Apple M1', kind: 'integrated' }, { name: 'spacedesk Graphics Adapter', kind: 'virtual' }],
      storage: [],
    };
    expect(machineFacts(mac)).toEqual([
      { label: 'Memory type', value: 'LPDDR4 soldered to the board' },
      { label: 'Memory size', value: '16 GB' },
      { label: 'Memory modules', value: '0 slots' },
      { label: 'Graphics', value: 'Apple M1 (integrated), spacedesk Graphics Adapter (virtual display, not a graphics card)' },
      { label: 'Kind of machine', value: 'Laptop' },
      { label: 'Mac model', value: 'MacBookAir10,1 (Apple silicon)' },
    ]);
  });

  it('leaves out what nobody told, and says half of the memory layout when only half is known', () => {
    const sparse: RecognisedMachine = { ...desktop, processor: null, board: null, memory: { type: null, format: null, registered: null, ecc: null, totalGb: 15.54, modules: null, slots: 1, speedMts: null }, storage: [], machine: null };
    expect(machineFacts(sparse)).toEqual([
      { label: 'Memory size', value: '15.5 GB' },
      { label: 'Memory modules', value: '1 slot' },
    ]);
    const graphics = [
      { name: 'NVIDIA GF108', kind: 'discrete' },
      { name: 'Intel HD 3000', kind: 'integrated' },
    ] as const;
    expect(machineFacts({ ...sparse, memory: null, graphics: [...graphics], machine: 'laptop' })).toEqual([
      { label: 'Graphics', value: 'NVIDIA GF108 (graphics card), Intel HD 3000 (integrated)' },
      { label: 'Kind of machine', value: 'Laptop' },
    ]);
    expect(formatGb(16)).toBe('16 GB');
    // Drives as they are sold, from the decimal gigabytes read.
    expect([formatDriveGb(0.27), formatDriveGb(240), formatDriveGb(1000.2), formatDriveGb(1920), formatDriveGb(13351.9)]).toEqual(['0.27 GB', '240 GB', '1 TB', '1.9 TB', '13.4 TB']);
  });

  it('groups the suggestions by category, in the order they came, with the category label', () => {
    const s = (category: string, partId: string) => ({ category, partId, name: partId, price: 1, reason: 'r' });
    const groups = groupSuggestions([s('ram', 'a'), s('ssd', 'b'), s('ram', 'c')]);
    expect(groups.map((g) => [g.label, g.suggestions.map((x) => x.partId)])).toEqual([
      ['RAM', ['a', 'c']],
      ['SSD', ['b']],
    ]);
    expect(groupSuggestions([])).toEqual([]);
  });
});

describe('a report loaded from a file', () => {
  it('is refused over the server limit and when empty', () => {
    expect(refuseReportFile({ name: 'report.txt', size: MAX_REPORT_BYTES })).toBeNull();
    expect(refuseReportFile({ name: 'report.txt', size: MAX_REPORT_BYTES + 1 })).toBe('report.txt is larger than 256 KB: load only the hardware report.');
    expect(refuseReportFile({ name: 'empty.txt', size: 0 })).toBe('empty.txt is empty.');
  });

  it('names every command the shared reader knows', () => {
    expect(reportCommands()).toEqual(reportKinds.map((k) => k.label));
    expect(reportCommands()).toEqual(expect.arrayContaining(['dmidecode', 'inxi -Fxz', 'system_profiler SPHardwareDataType']));
  });
});
