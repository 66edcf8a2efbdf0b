import { describe, expect, it } from 'vitest';
import type { BuildPart } from './build.ts';
import { checkBuild } from './check-build.ts';
import { compatibilityRules } from './rules.ts';

/** An AM5 build where everything fits: each row below breaks one thing. Its draw is 435 W. */
const fitting: readonly BuildPart[] = [
  { id: 'cpu', name: 'Arcwave A7 8700', category: 'processor', quantity: 1, specs: { socket: 'AM5', tdpW: 105, memoryTypes: ['DDR5'], integratedGraphics: true, includesCooler: false, family: 'Arcwave 7000 series' } },
  { id: 'board', name: 'Ferrox B650M', category: 'motherboard', quantity: 1, specs: { socket: 'AM5', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 192, m2Slots: 2, sataPorts: 4, sataPortsSharedWithM2: 2, minFirmware: 'Arcwave 9000 series: 3.05', biosFlashback: false } },
  { id: 'ram', name: 'Lumen DDR5 32GB Kit', category: 'ram', quantity: 1, specs: { memoryType: 'DDR5', moduleFormat: 'DIMM', modules: 2, moduleGb: 16 } },
  { id: 'gpu', name: 'Vortex VX 7700', category: 'graphics-card', quantity: 1, specs: { tdpW: 245, recommendedPsuW: 650, lengthMm: 310, pcie8pinConnectors: 2, pcie12v2x6: false } },
  { id: 'ssd', name: 'Nimbus 2TB NVMe', category: 'ssd', quantity: 1, specs: { formFactor: 'M.2 2280' } },
  { id: 'psu', name: 'Volt 850 Gold', category: 'power-supply', quantity: 1, specs: { wattage: 850, formFactor: 'ATX', pcie8pin: 3, pcie12v2x6: true } },
  { id: 'case', name: 'Vault Mid Tower', category: 'case', quantity: 1, specs: { supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'], psuFormFactors: ['ATX'], maxGpuLengthMm: 360, maxCoolerHeightMm: 170, maxRadiatorMm: 360, includedFans: 3 } },
  { id: 'cooler', name: 'Frost Tower 240', category: 'cpu-cooler', quantity: 1, specs: { sockets: ['AM5', 'AM4'], tdpRatingW: 220, heightMm: 155, fans: 2 } },
];

type Change = (parts: BuildPart[]) => BuildPart[];
const specs = (id: string, changed: BuildPart['specs']): Change => (parts) =>
  parts.map((p) => (p.id === id ? { ...p, specs: { ...p.specs, ...changed } } : p));
const quantity = (id: string, n: number): Change => (parts) => parts.map((p) => (p.id === id ? { ...p, quantity: n } : p));
const without = (id: string): Change => (parts) => parts.filter((p) => p.id !== id);
const another = (id: string): Change => (parts) => [...parts, { ...parts.find((p) => p.id === id)!, id: `${id}-2`, name: 'Second one' }];
const unset = (id: string, key: string): Change => (parts) =>
  parts.map((p) => (p.id === id ? { ...p, specs: Object.fromEntries(Object.entries(p.specs).filter(([k]) => k !== key)) } : p));
const both = (...changes: Change[]): Change => (parts) => changes.reduce((built, change) => change(built), parts);

const problemsOf = (change: Change) => checkBuild(change([...fitting])).problems;

it('the fitting build has no problems and draws 435 W', () => {
  expect(checkBuild(fitting)).toEqual({ estimatedWatts: 435, problems: [] });
});

describe('each rule, broken on its own', () => {
  const rows: { code: string; severity: 'error' | 'warning'; change: Change; message: string; partIds: string[] }[] = [
    { code: 'cpu-socket', severity: 'error', change: specs('board', { socket: 'LGA1700' }), partIds: ['cpu', 'board'],
      message: 'Arcwave A7 8700 needs socket AM5, but Ferrox B650M has socket LGA1700.' },
    { code: 'memory-type-board', severity: 'error', change: specs('board', { memoryType: 'DDR4' }), partIds: ['ram', 'board'],
      message: 'Lumen DDR5 32GB Kit is DDR5 memory, but Ferrox B650M takes DDR4.' },
    { code: 'memory-type-processor', severity: 'error', change: both(specs('board', { memoryType: 'DDR4' }), specs('ram', { memoryType: 'DDR4' })), partIds: ['ram', 'cpu'],
      message: 'Lumen DDR5 32GB Kit is DDR4 memory, but Arcwave A7 8700 supports only DDR5.' },
    { code: 'memory-slots', severity: 'error', change: quantity('ram', 3), partIds: ['ram', 'board'],
      message: 'The memory comes as 6 modules, but Ferrox B650M has 4 memory slots.' },
    { code: 'memory-module-format', severity: 'error', change: specs('ram', { moduleFormat: 'SO-DIMM' }), partIds: ['ram', 'board'],
      message: 'Lumen DDR5 32GB Kit is SO-DIMM (laptop) memory; Ferrox B650M is a desktop board that takes DIMM modules.' },
    { code: 'case-board-form-factor', severity: 'error', change: specs('board', { formFactor: 'E-ATX' }), partIds: ['board', 'case'],
      message: 'Ferrox B650M is E-ATX sized, but Vault Mid Tower takes only ATX, Micro-ATX, Mini-ITX boards.' },
    { code: 'case-gpu-length', severity: 'error', change: specs('gpu', { lengthMm: 400 }), partIds: ['gpu', 'case'],
      message: 'Vortex VX 7700 is 400 mm long, but Vault Mid Tower fits graphics cards up to 360 mm.' },
    { code: 'cooler-socket', severity: 'error', change: specs('cooler', { sockets: ['LGA1700', 'LGA1851'] }), partIds: ['cpu', 'cooler'],
      message: 'Frost Tower 240 does not fit the AM5 socket of Arcwave A7 8700; it fits LGA1700, LGA1851.' },
    { code: 'case-cooler-height', severity: 'error', change: specs('cooler', { heightMm: 175 }), partIds: ['cooler', 'case'],
      message: 'Frost Tower 240 is 175 mm tall, but Vault Mid Tower fits coolers up to 170 mm.' },
    { code: 'case-psu-form-factor', severity: 'error', change: specs('psu', { formFactor: 'SFX' }), partIds: ['psu', 'case'],
      message: 'Volt 850 Gold is SFX sized, but Vault Mid Tower takes only ATX power supplies.' },
    { code: 'case-radiator-size', severity: 'error', change: specs('cooler', { radiatorMm: 420 }), partIds: ['cooler', 'case'],
      message: 'Frost Tower 240 has a 420 mm radiator, but Vault Mid Tower takes radiators up to 360 mm.' },
    { code: 'gpu-8-pin-plugs', severity: 'error', change: specs('gpu', { pcie8pinConnectors: 4 }), partIds: ['gpu', 'psu'],
      message: 'The graphics card Vortex VX 7700 takes 4 PCIe 8-pin plugs, but Volt 850 Gold has 3.' },
    { code: 'sata-ports', severity: 'error', change: (parts) => [...parts, { id: 'ssd-2', name: 'Nimbus 2TB NVMe', category: 'ssd', quantity: 1, specs: { formFactor: 'M.2 2280', interface: 'NVMe' } }, { id: 'sata', name: 'Quillon Q2 1TB', category: 'ssd', quantity: 3, specs: { formFactor: '2.5"', interface: 'SATA' } }], partIds: ['sata', 'board'],
      message: 'The build has 3 SATA drives, but Ferrox B650M has 2 SATA ports free while every M.2 slot holds a drive (the last M.2 slot shares its lanes with SATA ports).' },
    { code: 'psu-below-draw', severity: 'error', change: specs('psu', { wattage: 400 }), partIds: ['psu'],
      message: "Volt 850 Gold gives 400 W, less than the build's estimated draw of 435 W." },
    { code: 'one-processor', severity: 'error', change: quantity('cpu', 2), partIds: ['cpu'],
      message: 'A PC has one processor, but this build has 2.' },
    { code: 'one-motherboard', severity: 'error', change: another('board'), partIds: ['board', 'board-2'],
      message: 'A PC has one motherboard, but this build has 2.' },
    { code: 'one-case', severity: 'error', change: another('case'), partIds: ['case', 'case-2'],
      message: 'A PC has one case, but this build has 2.' },
    { code: 'one-power-supply', severity: 'error', change: quantity('psu', 3), partIds: ['psu'],
      message: 'A PC has one power supply, but this build has 3.' },
    { code: 'psu-headroom', severity: 'warning', change: both(specs('psu', { wattage: 550 }), specs('gpu', { recommendedPsuW: 550 })), partIds: ['psu'],
      message: 'Volt 850 Gold gives 550 W, less than 30 % above the estimated draw of 435 W: we suggest at least 566 W.' },
    { code: 'psu-below-gpu-recommendation', severity: 'warning', change: specs('gpu', { recommendedPsuW: 1000 }), partIds: ['psu', 'gpu'],
      message: 'Vortex VX 7700 recommends a power supply of at least 1000 W, but Volt 850 Gold gives 850 W.' },
    { code: 'gpu-12v-2x6-plug', severity: 'warning', change: both(specs('gpu', { pcie12v2x6: true, pcie8pinConnectors: 0 }), specs('psu', { pcie12v2x6: false })), partIds: ['gpu', 'psu'],
      message: 'Vortex VX 7700 takes a 12V-2x6 plug, which Volt 850 Gold does not have: use the adapter that comes with the card, on separate 8-pin cables.' },
    { code: 'board-firmware', severity: 'warning', change: specs('cpu', { family: 'Arcwave 9000 series' }), partIds: ['board', 'cpu'],
      message: 'Ferrox B650M needs firmware 3.05 or later for Arcwave A7 8700 (Arcwave 9000 series); it has no BIOS Flashback, so the update needs a processor the board already supports.' },
    { code: 'cooler-capacity', severity: 'warning', change: specs('cooler', { tdpRatingW: 95 }), partIds: ['cooler', 'cpu'],
      message: 'Frost Tower 240 is rated for 95 W, less than the 105 W TDP of Arcwave A7 8700: it may run hot and slow down.' },
    { code: 'memory-capacity', severity: 'warning', change: specs('board', { maxMemoryGb: 16 }), partIds: ['ram', 'board'],
      message: 'The memory adds up to 32 GB, more than the 16 GB Ferrox B650M supports.' },
    { code: 'm2-slots', severity: 'warning', change: quantity('ssd', 3), partIds: ['ssd', 'board'],
      message: 'The build has 3 M.2 drives, but Ferrox B650M has 2 M.2 slots.' },
    { code: 'no-cooler', severity: 'warning', change: without('cooler'), partIds: ['cpu'],
      message: 'Arcwave A7 8700 comes without a cooler: add a CPU cooler.' },
    { code: 'no-graphics', severity: 'warning', change: both(without('gpu'), specs('cpu', { integratedGraphics: false })), partIds: ['cpu'],
      message: 'Arcwave A7 8700 has no integrated graphics: add a graphics card to connect a display.' },
  ];

  it('covers every rule of the table', () => {
    expect(rows.map((r) => r.code).sort()).toEqual(compatibilityRules.map((r) => r.code).sort());
  });

  it.each(rows)('$code ($severity)', ({ code, severity, change, message, partIds }) => {
    const found = problemsOf(change).filter((p) => p.code === code);
    expect(found).toEqual([{ severity, code, message, partIds }]);
  });
});

describe('what the rules let pass', () => {
  it.each<[string, Change]>([
    ['a processor with its own cooler needs none', both(without('cooler'), specs('cpu', { includesCooler: true }))],
    ['a processor with integrated graphics needs no card', without('gpu')],
    ['a supply exactly 30 % above the draw has headroom', both(specs('psu', { wattage: 566 }), specs('gpu', { recommendedPsuW: 566 }))],
    ['a card exactly as long as the case allows fits', specs('gpu', { lengthMm: 360 })],
    ['SATA drives take no M.2 slot', both(quantity('ssd', 3), specs('ssd', { formFactor: '2.5"' }))],
    ['no memory: nothing to compare with the board', without('ram')],
  ])('%s', (_, change) => {
    expect(problemsOf(change)).toEqual([]);
  });

  it('a supply below the draw is the error alone, not also the headroom warning', () => {
    expect(problemsOf(both(specs('psu', { wattage: 400 }), specs('gpu', { recommendedPsuW: 400 }))).map((p) => p.code)).toEqual(['psu-below-draw']);
  });
});

it('a board that can flash its firmware without a processor says so; a family it lists in another case, or none, needs nothing', () => {
  const flashback = specs('board', { biosFlashback: true });
  expect(problemsOf(both(flashback, specs('cpu', { family: 'ARCWAVE 9000 SERIES' })))[0]?.message).toBe(
    'Ferrox B650M needs firmware 3.05 or later for Arcwave A7 8700 (ARCWAVE 9000 SERIES); it can be updated without a processor (BIOS Flashback), from a USB stick.',
  );
  expect(problemsOf(specs('board', { minFirmware: 'None' }))).toEqual([]);
  expect(problemsOf(specs('board', { minFirmware: 'Arcwave 7000 series: 1.10; Arcwave 9000 series: 3.05' })).map((p) => p.message)).toEqual([
    'Ferrox B650M needs firmware 1.10 or later for Arcwave A7 8700 (Arcwave 7000 series); it has no BIOS Flashback, so the update needs a processor the board already supports.',
  ]);
});

it('SATA drives beside an M.2 drive keep every port while an M.2 slot is free', () => {
  const drives: BuildPart[] = [{ id: 'sata', name: 'Quillon Q2 1TB', category: 'ssd', quantity: 4, specs: { formFactor: '2.5"', interface: 'SATA' } }];
  expect(checkBuild([...fitting, ...drives]).problems).toEqual([]);
});

describe('a value a rule needs is missing: a note names it', () => {
  it.each<[string, string, string, string]>([
    ['case', 'maxGpuLengthMm', 'case-gpu-length-not-checked', 'Could not check whether the graphics card fits in the case: Vault Mid Tower has no value for Max GPU Length.'],
    ['board', 'socket', 'cpu-socket-not-checked', "Could not check whether the processor fits the motherboard's socket: Ferrox B650M has no value for Socket."],
    ['ram', 'moduleFormat', 'memory-module-format-not-checked', 'Could not check whether the memory modules suit a desktop motherboard: Lumen DDR5 32GB Kit has no value for Module Format.'],
    ['board', 'm2Slots', 'm2-slots-not-checked', 'Could not check whether the M.2 drives fit in the slots: Ferrox B650M has no value for M.2 Slots.'],
    ['cooler', 'heightMm', 'case-cooler-height-not-checked', 'Could not check whether the cooler fits in the case: Frost Tower 240 has no value for Height.'],
    ['psu', 'formFactor', 'case-psu-form-factor-not-checked', 'Could not check whether the power supply fits in the case: Volt 850 Gold has no value for Form Factor.'],
    ['gpu', 'recommendedPsuW', 'psu-below-gpu-recommendation-not-checked', "Could not check whether the power supply meets the graphics card's recommendation: Vortex VX 7700 has no value for Recommended PSU."],
  ])('%s without %s', (id, key, code, message) => {
    expect(problemsOf(unset(id, key))).toEqual([{ severity: 'note', code, message, partIds: [id] }]);
  });

  it('a missing processor TDP leaves it out of the draw and says so, and the cooler check cannot run', () => {
    const check = checkBuild(unset('cpu', 'tdpW')([...fitting]));
    expect(check.estimatedWatts).toBe(330);
    expect(check.problems.map((p) => [p.code, p.message])).toEqual([
      ['cooler-capacity-not-checked', 'Could not check whether the cooler can cool the processor: Arcwave A7 8700 has no value for TDP.'],
      ['estimated-draw-not-checked', 'Could not check the whole estimated draw: Arcwave A7 8700 has no value for TDP.'],
    ]);
  });

  it('a kit without its number of modules: each check that counts them says so', () => {
    expect(problemsOf(unset('ram', 'modules')).map((p) => p.code)).toEqual(['memory-slots-not-checked', 'memory-capacity-not-checked', 'estimated-draw-not-checked']);
  });

  it('a value of the wrong type counts as missing', () => {
    expect(problemsOf(specs('case', { maxGpuLengthMm: 'long' })).map((p) => p.code)).toEqual(['case-gpu-length-not-checked']);
  });
});
