import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const moduleUrl = pathToFileURL(fileURLToPath(new URL('./tick-shape.ts', import.meta.url))).href;

// In a process of its own: full collections while nothing else holds a tick, as on an idle server.
const script = `
const { keepTickShape, newTickObject } = await import(${JSON.stringify(moduleUrl)});
const held = keepTickShape();
const sameShape = [];
for (let i = 0; i < 4; i++) {
  await new Promise((resolve) => setTimeout(resolve, 10));
  globalThis.gc();
  sameShape.push(%HaveSameMap(held, newTickObject('an argument')));
}
console.log(JSON.stringify({ sameShape, keptAgain: keepTickShape() === held }));
`;

describe('keepTickShape', () => {
  it('keeps the shape of Node’s tick objects through full collections while idle', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', script]);
    expect(JSON.parse(stdout)).toEqual({ sameShape: [true, true, true, true], keptAgain: true });
  });
});
