import { expect, it } from 'vitest';
import type { BuildPart } from './build.ts';
import { checkBuild } from './check-build.ts';
import { count, fixed, spec, type CompatibilityRule } from './rules.ts';

const cpu = (id: string, specs: BuildPart['specs']): BuildPart => ({ id, name: `CPU ${id}`, category: 'processor', specs, quantity: 1 });
const board: BuildPart = { id: 'b', name: 'Board', category: 'motherboard', specs: {}, quantity: 1 };

/** Two made-up rows, to see the engine rather than the shop's rules. */
const rules: CompatibilityRule[] = [
  { code: 'two-at-most', severity: 'warning', checks: 'the count', left: count('processor'), test: 'atMost', right: fixed(2), message: (n) => `${String(n.value)} processors` },
  { code: 'socket-am5', severity: 'error', checks: 'the socket', left: spec('processor', 'socket'), test: 'same', right: fixed('AM5'), unless: 'cpu-cooler', message: (p) => `${p.parts[0]!.name} is not AM5` },
];

it('pairs every reading, puts errors before warnings before notes, and notes a missing value once', () => {
  const parts = [cpu('1', { socket: 'AM4' }), cpu('2', {}), cpu('3', { socket: 'AM5' })];
  expect(checkBuild(parts, rules).problems).toEqual([
    { severity: 'error', code: 'socket-am5', message: 'CPU 1 is not AM5', partIds: ['1'] },
    { severity: 'warning', code: 'two-at-most', message: '3 processors', partIds: ['1', '2', '3'] },
    { severity: 'note', code: 'socket-am5-not-checked', message: 'Could not check the socket: CPU 2 has no value for Socket.', partIds: ['2'] },
    { severity: 'note', code: 'estimated-draw-not-checked', message: 'Could not check the whole estimated draw: CPU 1 has no value for TDP.', partIds: ['1'] },
    { severity: 'note', code: 'estimated-draw-not-checked', message: 'Could not check the whole estimated draw: CPU 2 has no value for TDP.', partIds: ['2'] },
    { severity: 'note', code: 'estimated-draw-not-checked', message: 'Could not check the whole estimated draw: CPU 3 has no value for TDP.', partIds: ['3'] },
  ]);
});

it('a rule `unless` a category does not run when the build has one', () => {
  const cooler: BuildPart = { id: 'c', name: 'Cooler', category: 'cpu-cooler', specs: { fans: 1 }, quantity: 1 };
  expect(checkBuild([cpu('1', { socket: 'AM4', tdpW: 65 }), cooler], rules)).toEqual({ estimatedWatts: 68, problems: [] });
});

it('a rule whose parts are not in the build does not run', () => {
  expect(checkBuild([board], rules)).toEqual({ estimatedWatts: 50, problems: [] });
});
