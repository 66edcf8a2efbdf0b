import { expect, it } from 'vitest';
import { indexBuild, type BuildPart } from './build.ts';
import { estimatePower, powerAllowances } from './power.ts';

const part = (category: string, specs: BuildPart['specs'], quantity = 1): BuildPart => ({ id: category, name: category, category, specs, quantity });

it.each<[string, BuildPart[], number]>([
  ['nothing', [], 0],
  ['a processor by its TDP', [part('processor', { tdpW: 105 })], 105],
  ['two graphics cards by their TDP', [part('graphics-card', { tdpW: 245 }, 2)], 490],
  ['a motherboard by allowance', [part('motherboard', {})], powerAllowances.motherboard],
  ['two kits of two modules', [part('ram', { modules: 2 }, 2)], 4 * powerAllowances.memoryModule],
  ['three drives', [part('ssd', {}, 3)], 3 * powerAllowances.drive],
  ["a case's and a cooler's fans", [part('case', { includedFans: 3 }), part('cpu-cooler', { fans: 2 })], 5 * powerAllowances.fan],
  ['peripherals draw nothing here', [part('keyboard', {}), part('mouse', {})], 0],
])('%s', (_, parts, watts) => {
  expect(estimatePower(indexBuild(parts))).toEqual({ watts, missing: [] });
});

it('a part without the value it is estimated by adds nothing and is named', () => {
  const cpu = part('processor', {});
  expect(estimatePower(indexBuild([cpu, part('motherboard', {})]))).toEqual({ watts: 50, missing: [{ part: cpu, key: 'tdpW' }] });
});
