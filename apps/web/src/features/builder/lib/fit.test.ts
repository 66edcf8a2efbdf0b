import type { SpecValues } from '@coreparts/shared';
import { expect, it } from 'vitest';
import { sortCandidates, toBuildPart, type CheckablePart } from './fit.ts';

const part = (id: string, category: string, specs: SpecValues): CheckablePart => ({ _id: id, name: id, category, specs });

const am5 = part('am5-cpu', 'processor', { socket: 'AM5', tdpW: 105, memoryTypes: ['DDR5'], includesCooler: false, integratedGraphics: true });
const am5Board = part('am5-board', 'motherboard', { socket: 'AM5', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 192, m2Slots: 2 });
const lgaBoard = part('lga-board', 'motherboard', { socket: 'LGA1700', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 192, m2Slots: 2 });
const ddr5 = part('ddr5', 'ram', { memoryType: 'DDR5', moduleFormat: 'DIMM', modules: 2, moduleGb: 16 });
const ddr4 = part('ddr4', 'ram', { memoryType: 'DDR4', moduleFormat: 'DIMM', modules: 2, moduleGb: 16 });
const bigGpu = part('big-gpu', 'graphics-card', { tdpW: 450, lengthMm: 300, recommendedPsuW: 850 });
const smallPsu = part('small-psu', 'power-supply', { wattage: 450, formFactor: 'ATX' });

it('keeps the parts that bring no error, in their order, and gives the others their errors', () => {
  const build = [toBuildPart(am5, 1), toBuildPart(am5Board, 1)];
  const sorted = sortCandidates(build, [ddr4, ddr5]);
  expect(sorted.fitting).toEqual([ddr5]);
  expect(sorted.notFitting).toEqual([
    {
      part: ddr4,
      reasons: ['ddr4 is DDR4 memory, but am5-board takes DDR5.', 'ddr4 is DDR4 memory, but am5-cpu supports only DDR5.'],
    },
  ]);
});

it('checks a part in place of the one a row is changing', () => {
  const build = [toBuildPart(am5, 1), toBuildPart(lgaBoard, 1)];
  // Against the LGA board, the AM5 board is no second motherboard: it takes the other's place.
  expect(sortCandidates(build, [am5Board, lgaBoard], { replacing: 'lga-board' }).fitting).toEqual([am5Board]);
  // Added beside it, a board would be a second motherboard.
  expect(sortCandidates([toBuildPart(am5, 1)], [am5Board]).fitting).toEqual([am5Board]);
  expect(sortCandidates(build, [am5Board]).notFitting[0]?.reasons).toContain('A PC has one motherboard, but this build has 2.');
});

it('does not hold against a part an error the build has without it', () => {
  const build = [toBuildPart(am5, 1), toBuildPart(am5Board, 1), toBuildPart(ddr4, 1)];
  const psu = part('psu', 'power-supply', { wattage: 750, formFactor: 'ATX' });
  expect(sortCandidates(build, [psu]).fitting).toEqual([psu]);
});

it('sees an error the part causes elsewhere: a graphics card that a small power supply cannot feed', () => {
  const build = [toBuildPart(am5, 1), toBuildPart(smallPsu, 1)];
  const sorted = sortCandidates(build, [bigGpu]);
  expect(sorted.fitting).toEqual([]);
  expect(sorted.notFitting[0]?.reasons).toEqual(["small-psu gives 450 W, less than the build's estimated draw of 555 W."]);
});

it('counts the quantity asked: memory beyond the board\'s slots does not fit', () => {
  const build = [toBuildPart(am5Board, 1)];
  expect(sortCandidates(build, [ddr5], { quantity: 2 }).fitting).toEqual([ddr5]);
  expect(sortCandidates(build, [ddr5], { quantity: 3 }).notFitting[0]?.reasons).toEqual(['The memory comes as 6 modules, but am5-board has 4 memory slots.']);
});

it('warnings and notes do not stop a part from fitting', () => {
  const build = [toBuildPart(am5, 1)];
  const weakCooler = part('weak-cooler', 'cpu-cooler', { sockets: ['AM5'], tdpRatingW: 65, fans: 1 });
  const sorted = sortCandidates(build, [weakCooler]);
  expect(sorted.fitting).toEqual([weakCooler]);
  // It fits, with its caution said.
  expect(sorted.warnings.get('weak-cooler')).toEqual(['weak-cooler is rated for 65 W, less than the 105 W TDP of am5-cpu: it may run hot and slow down.']);
});

it('says nothing of warnings that only ask for a part still to choose (a processor without its cooler)', () => {
  expect(sortCandidates([], [am5]).warnings.size).toBe(0);
});

it('holds no warning against a part that the build had before it', () => {
  const weakCooler = part('weak-cooler', 'cpu-cooler', { sockets: ['AM5'], tdpRatingW: 65, fans: 1 });
  const build = [toBuildPart(am5, 1), toBuildPart(weakCooler, 1)];
  const psu = part('psu', 'power-supply', { wattage: 750, formFactor: 'ATX' });
  expect(sortCandidates(build, [psu]).warnings.size).toBe(0);
});
