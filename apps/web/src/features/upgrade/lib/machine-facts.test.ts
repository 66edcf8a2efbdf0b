import { MAX_REPORT_BYTES, reportKinds, type RecognisedMachine } from '@coreparts/shared';
import { describe, expect, it } from 'vitest';
import { formatGb, groupSuggestions, machineFacts } from './machine-facts.ts';
import { refuseReportFile, reportCommands } from './report-file.ts';

const desktop: RecognisedMachine = {
  kind: 'dmidecode',
  processor: { model: 'Intel Core i5-2500K', family: 'Sandy Bridge', socket: 'LGA1155', memoryTypes: ['DDR3'], integratedGraphics: true, soldered: false },
  board: 'ASUSTeK Computer INC. P8P67',
  memory: { type: 'DDR3', format: 'DIMM', totalGb: 8, modules: 2, slots: 4 },
  graphics: null,
  storage: [{ model: 'Samsung 860 EVO', interface: 'SATA' }],
  formFactor: 'desktop',
  unknown: ['graphics card'],
};

describe('what the page shows of a machine', () => {
  it('lists each fact the report told, in order', () => {
    expect(machineFacts(desktop)).toEqual([
      { label: 'Processor', value: 'Intel Core i5-2500K' },
      { label: 'Socket', value: 'LGA1155' },
      { label: 'Motherboard', value: 'ASUSTeK Computer INC. P8P67' },
      { label: 'Memory type', value: 'DDR3 DIMM' },
      { label: 'Memory size', value: '8 GB' },
      { label: 'Memory modules', value: '2 modules in 4 slots' },
      { label: 'Graphics', value: "The processor's integrated graphics" },
      { label: 'Storage', value: 'Samsung 860 EVO (SATA)' },
      { label: 'Kind of machine', value: 'Desktop' },
    ]);
  });

  it('leaves out what nobody told, and says half of the memory layout when only half is known', () => {
    const sparse: RecognisedMachine = { ...desktop, processor: null, board: null, memory: { type: null, format: null, totalGb: 15.54, modules: null, slots: 1 }, storage: [], formFactor: null };
    expect(machineFacts(sparse)).toEqual([
      { label: 'Memory size', value: '15.5 GB' },
      { label: 'Memory modules', value: '1 slot' },
    ]);
    expect(machineFacts({ ...sparse, memory: null, graphics: ['NVIDIA GF108', 'Intel HD 3000'], formFactor: 'laptop' })).toEqual([
      { label: 'Graphics', value: 'NVIDIA GF108, Intel HD 3000' },
      { label: 'Kind of machine', value: 'Laptop' },
    ]);
    expect(formatGb(16)).toBe('16 GB');
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
