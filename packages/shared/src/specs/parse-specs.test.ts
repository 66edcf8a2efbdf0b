import { describe, expect, it } from 'vitest';
import type { AnyCategory } from '../categories.ts';
import { parseSpecs, specFields } from './parse-specs.ts';
import type { CategorySpecs } from './spec-tables.ts';

/** A full sheet per category: `Required` makes the compiler insist on every key of the table. */
const complete: { [C in AnyCategory]: Required<CategorySpecs<C>> } = {
  processor: {
    socket: 'AM5', cores: 8, threads: 16, baseClockGhz: 4.2, boostClockGhz: 5.4, l3CacheMb: 32, tdpW: 105,
    memoryTypes: ['DDR5'], maxMemorySpeedMts: 6000, pcieVersion: 'PCIe 5.0', integratedGraphics: true, unlocked: true, includesCooler: false, family: 'Arcwave 7000 series', performanceTier: 8,
  },
  motherboard: {
    socket: 'LGA1700', chipset: 'B760', formFactor: 'Micro-ATX', memoryType: 'DDR4', memorySlots: 4, maxMemoryGb: 128,
    maxMemorySpeedMts: 3600, pcieX16Slots: 1, pcieVersion: 'PCIe 4.0', m2Slots: 2, sataPorts: 4, sataPortsSharedWithM2: 2, minFirmware: 'Tessera 14th gen: 1.40', biosFlashback: true, wifi: 'None', ethernet: '2.5 GbE',
  },
  ram: {
    memoryType: 'DDR5', moduleFormat: 'DIMM', speedMts: 6000, casLatency: 30, modules: 2, moduleGb: 16,
    voltage: 1.35, profiles: ['XMP 3.0', 'EXPO'], ecc: false, rgb: true, heightMm: 44,
  },
  'graphics-card': {
    memoryGb: 12, memoryType: 'GDDR6', memoryBusBits: 192, boostClockMhz: 2610, interface: 'PCIe 4.0 x16', tdpW: 250,
    recommendedPsuW: 650, powerConnectors: '2x 8-pin', lengthMm: 305, slotWidth: 2.5, displayPorts: 3, hdmiPorts: 1, performanceTier: 8, pcie12v2x6: false, pcie8pinConnectors: 2,
  },
  ssd: {
    capacityGb: 1000, interface: 'NVMe', link: 'PCIe 4.0 x4', formFactor: 'M.2 2280', readMbs: 7000, writeMbs: 6300,
    nandType: 'TLC', dramCache: true, enduranceTbw: 600, heatsink: false,
  },
  'power-supply': {
    wattage: 750, efficiency: 'Gold', modular: 'Full', formFactor: 'ATX', atx3: true, pcie12v2x6: true,
    pcie8pin: 3, sataConnectors: 8, fanMm: 135, lengthMm: 140,
  },
  case: {
    caseType: 'Mid Tower', supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'], psuFormFactors: ['ATX'], maxGpuLengthMm: 400,
    maxCoolerHeightMm: 170, maxRadiatorMm: 360, expansionSlots: 7, driveBays25: 2, driveBays35: 2, includedFans: 3,
    sidePanel: 'Tempered Glass', colour: 'Black',
  },
  'cpu-cooler': {
    kind: 'air', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], tdpRatingW: 220, heightMm: 158, radiatorMm: 120, fans: 2, fanMm: 120, noiseDba: 25.6, rgb: false,
  },
  keyboard: {
    switchType: 'Tactile', layout: '75%', connections: ['USB', '2.4 GHz', 'Bluetooth'], backlight: 'Per-key RGB', hotSwap: true,
    keycaps: 'PBT', pollingRateHz: 1000, batteryHours: 200, weightG: 980,
  },
  mouse: {
    dpi: 26000, sensor: 'Optical', pollingRateHz: 1000, buttons: 8, connections: ['USB'], weightG: 89, handedness: 'Right', batteryHours: 90, rgb: true,
  },
  printer: {
    technology: 'Laser', colour: false, functions: ['Print'], pagesPerMinute: 42, resolutionDpi: 1200, duplex: true, trayCapacity: 250, connections: ['USB', 'Ethernet'],
  },
  router: {
    wifiStandard: 'Wi-Fi 7', bands: ['2.4 GHz', '5 GHz'], speedMbps: 5000, lanPorts: 4, wanSpeed: '2.5 GbE', antennas: 4, mesh: true, usbPorts: 1,
  },
};

const categories = Object.keys(complete) as AnyCategory[];

describe.each(categories)('the %s specifications', (category) => {
  it('accept a complete sheet, which names every field of the table', () => {
    expect(Object.keys(complete[category]).sort()).toEqual(specFields(category).map((f) => f.key).sort());
    expect(parseSpecs(category, complete[category])).toEqual({ success: true, specs: complete[category] });
  });

  it('accept an empty sheet, as an older part has', () => {
    expect(parseSpecs(category, {})).toEqual({ success: true, specs: {} });
  });

  it('refuse a key the table does not have, naming it', () => {
    expect(parseSpecs(category, { ...complete[category], colorway: 'Red' })).toEqual({
      success: false,
      errors: [{ key: 'colorway', message: expect.stringContaining('has no specification called colorway') }],
    });
  });
});

const refused: [what: string, category: AnyCategory, specs: object, key: string, message: string][] = [
  ['a socket outside the vocabulary', 'processor', { socket: 'AM6' }, 'socket', 'Socket must be one of: AM3+, AM4, AM5, LGA1151, LGA1200, LGA1700, LGA1851'],
  ['a number given as text', 'processor', { cores: '8' }, 'cores', 'Cores must be a number'],
  ['a fraction where a count belongs', 'processor', { cores: 7.5 }, 'cores', 'Cores must be a whole number'],
  ['a clock below its range', 'processor', { baseClockGhz: 0.1 }, 'baseClockGhz', 'Base Clock must be at least 0.5 GHz'],
  ['a TDP above its range', 'processor', { tdpW: 900 }, 'tdpW', 'TDP must be at most 500 W'],
  ['an empty list', 'processor', { memoryTypes: [] }, 'memoryTypes', 'Memory Types must list at least one value'],
  ['a list given as one value', 'processor', { memoryTypes: 'DDR5' }, 'memoryTypes', 'Memory Types must be a list of: DDR3, DDR4, DDR5'],
  ['a list with an unknown value', 'processor', { memoryTypes: ['DDR5', 'DDR6'] }, 'memoryTypes', 'Memory Types must be a list of: DDR3, DDR4, DDR5'],
  ['a list that repeats a value', 'processor', { memoryTypes: ['DDR5', 'DDR5'] }, 'memoryTypes', 'Memory Types must not list a value twice'],
  ['yes/no given as text', 'processor', { integratedGraphics: 'yes' }, 'integratedGraphics', 'Integrated Graphics must be true or false'],
  ['a module format outside the vocabulary', 'ram', { moduleFormat: 'UDIMM' }, 'moduleFormat', 'Module Format must be one of: DIMM, SO-DIMM'],
  ['a speed that is not finite', 'ram', { speedMts: Number.POSITIVE_INFINITY }, 'speedMts', 'Speed must be a number'],
  ['a missing value given as null', 'ssd', { capacityGb: null }, 'capacityGb', 'Capacity must be a number'],
  ['an SSD interface outside NVMe and SATA', 'ssd', { interface: 'SAS' }, 'interface', 'Interface must be one of: NVMe, SATA'],
  ['a slot width below one', 'graphics-card', { slotWidth: 0.5 }, 'slotWidth', 'Slot Width must be at least 1 slots'],
  ['an 80 PLUS rating that does not exist', 'power-supply', { efficiency: 'Diamond' }, 'efficiency', '80 PLUS Rating must be one of: White, Bronze, Silver, Gold, Platinum, Titanium'],
  ['a board size the case list does not know', 'case', { supportedFormFactors: ['ATX', 'XL-ATX'] }, 'supportedFormFactors', 'Motherboard Support must be a list of: E-ATX, ATX, Micro-ATX, Mini-ITX'],
  ['blank text', 'case', { colour: '   ' }, 'colour', 'Colour must be text of 1 to 80 characters'],
  ['text too long', 'case', { colour: 'x'.repeat(81) }, 'colour', 'Colour must be text of 1 to 80 characters'],
  ['a cooler kind in capitals', 'cpu-cooler', { kind: 'Liquid' }, 'kind', 'Type must be one of: air, liquid'],
];

describe('a wrong value', () => {
  it.each(refused)('is refused: %s', (_what, category, specs, key, message) => {
    expect(parseSpecs(category, specs)).toEqual({ success: false, errors: [{ key, message }] });
  });
});

describe('the errors of one sheet', () => {
  it('name each wrong field once, the unknown one included', () => {
    const result = parseSpecs('ram', { speedMts: -1.5, casLatency: 'fast', colour: 'red', moduleGb: 16 });
    expect(result).toEqual({
      success: false,
      errors: [
        { key: 'speedMts', message: 'Speed must be a whole number' },
        { key: 'casLatency', message: 'CAS Latency must be a number' },
        { key: 'colour', message: 'RAM has no specification called colour' },
      ],
    });
  });

  it.each([[null], [[]], ['DDR5'], [42], [undefined]])('say the sheet itself is wrong when it is %j', (input) => {
    expect(parseSpecs('ram', input)).toEqual({ success: false, errors: [{ key: null, message: 'Specifications must be an object of named fields' }] });
  });
});

it('keeps text trimmed', () => {
  expect(parseSpecs('case', { colour: '  White ' })).toEqual({ success: true, specs: { colour: 'White' } });
});
