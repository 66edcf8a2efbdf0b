/**
 * One owner per table (decision 079), as the lint rule holds it (eslint-layers.js, wired in
 * eslint.config.js): small files that exist only here are linted as if they sat in the modules.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** What the layers rule says of `code` as the file `file` (from the repository's root). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'coreparts/layers').map((message) => message.message);
}

describe('a module and the tables it may import', () => {
  it('refuses another module’s tables, imported, re-exported or loaded', async () => {
    const file = 'apps/server/src/modules/orders/service.ts';
    expect(await refusals(file, "import { parts } from '@/modules/parts/tables.ts';\nexport const table = parts;\n")).toEqual([
      "the parts module's tables are its own: call a function it exports (decision 079): @/modules/parts/tables.ts",
    ]);
    expect(await refusals(file, "export { parts } from '@/modules/parts/tables.ts';\n")).toHaveLength(1);
    expect(await refusals(file, "export const load = () => import('@/modules/parts/tables.ts');\n")).toHaveLength(1);
  });

  it('refuses every table at once, from db/schema.ts', async () => {
    expect(await refusals('apps/server/src/modules/cart/service.ts', "import { cartLines } from '@/db/schema.ts';\nexport const table = cartLines;\n")).toEqual([
      'a module imports its own tables from its tables.ts, not every table (decision 079): @/db/schema.ts',
    ]);
  });

  it('lets a module import its own tables, from beside them or from a folder within', async () => {
    expect(await refusals('apps/server/src/modules/orders/service.ts', "import { orders } from './tables.ts';\nexport const table = orders;\n")).toEqual([]);
    expect(
      await refusals('apps/server/src/modules/orders/unpaid-expiry/run.ts', "import { orders } from '@/modules/orders/tables.ts';\nexport const table = orders;\n"),
    ).toEqual([]);
  });

  it('lets only the borrowers named in the rule use another module’s tables, and only those', async () => {
    const partsTable = "import { parts } from '@/modules/parts/tables.ts';\nexport const table = parts;\n";
    expect(await refusals('apps/server/src/modules/stock/service.ts', partsTable)).toEqual([]);
    expect(await refusals('apps/server/src/modules/users/service.ts', "import { users } from '@/modules/auth/tables.ts';\nexport const table = users;\n")).toEqual([]);
    expect(await refusals('apps/server/src/modules/stock/service.ts', "import { orders } from '@/modules/orders/tables.ts';\nexport const table = orders;\n")).toHaveLength(1);
    expect(await refusals('apps/server/src/modules/users/service.ts', partsTable)).toHaveLength(1);
  });

  it('lets tables name other tables in their foreign keys, and tests arrange the database directly', async () => {
    expect(await refusals('apps/server/src/modules/orders/tables.ts', "import { parts } from '@/modules/parts/tables.ts';\nexport const table = parts;\n")).toEqual([]);
    expect(await refusals('apps/server/src/modules/orders/orders.test.ts', "import { parts } from '@/db/schema.ts';\nexport const table = parts;\n")).toEqual([]);
  });
});
