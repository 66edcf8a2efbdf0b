import { describe, expect, it } from 'vitest';
import { recogniseProcessorFamily } from './processor-families.ts';

describe('the processor family table', () => {
  it.each<[string, string | null, string[], boolean, boolean]>([
    // model as the tools print it, socket, memory types, integrated graphics, soldered
    ['Intel(R) Core(TM) i5-2500K CPU @ 3.30GHz', 'LGA1155', ['DDR3'], true, false],
    ['Intel(R) Core(TM) i5-3350P CPU @ 3.10GHz', 'LGA1155', ['DDR3'], false, false],
    ['Intel(R) Core(TM) i7-4790K CPU @ 4.00GHz', 'LGA1150', ['DDR3'], true, false],
    ['Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz', 'LGA1151', ['DDR4'], true, false],
    ['Intel(R) Core(TM) i9-9900KF CPU @ 3.60GHz', 'LGA1151', ['DDR4'], false, false],
    ['Intel(R) Core(TM) i5-10400 CPU @ 2.90GHz', 'LGA1200', ['DDR4'], true, false],
    ['11th Gen Intel(R) Core(TM) i7-11700K @ 3.60GHz', 'LGA1200', ['DDR4'], true, false],
    ['12th Gen Intel(R) Core(TM) i5-12400F', 'LGA1700', ['DDR4', 'DDR5'], false, false],
    ['13th Gen Intel(R) Core(TM) i9-13900KF', 'LGA1700', ['DDR4', 'DDR5'], false, false],
    ['Intel(R) Core(TM) Ultra 7 265K', 'LGA1851', ['DDR5'], true, false],
    ['Intel(R) Core(TM) i7-5820K CPU @ 3.30GHz', 'LGA2011-3', ['DDR4'], false, false],
    ['Intel(R) Core(TM) i9-10980XE CPU @ 3.00GHz', 'LGA2066', ['DDR4'], false, false],
    ['AMD FX(tm)-8350 Eight-Core Processor', 'AM3+', ['DDR3'], false, false],
    ['AMD Phenom(tm) II X4 965 Processor', 'AM3', ['DDR3'], false, false],
    ['AMD Ryzen 7 1700 Eight-Core Processor', 'AM4', ['DDR4'], false, false],
    ['AMD Ryzen 5 2400G with Radeon Vega Graphics', 'AM4', ['DDR4'], true, false],
    ['AMD Ryzen 5 5600X 6-Core Processor', 'AM4', ['DDR4'], false, false],
    ['AMD Ryzen 7 5800X3D 8-Core Processor', 'AM4', ['DDR4'], false, false],
    ['AMD Ryzen 7 7800X3D 8-Core Processor', 'AM5', ['DDR5'], true, false],
    ['AMD Ryzen 5 7600 6-Core Processor', 'AM5', ['DDR5'], true, false],
    ['AMD Ryzen 5 8600G w/ Radeon 760M Graphics', 'AM5', ['DDR5'], true, false],
    ['AMD Ryzen 9 9950X 16-Core Processor', 'AM5', ['DDR5'], true, false],
    ['Intel(R) Core(TM) i7-1165G7 @ 2.80GHz', null, [], true, true],
    ['Intel(R) Core(TM) i5-2450M CPU @ 2.50GHz', null, [], true, true],
    ['Intel Core i7-8750H', null, [], true, true],
    ['12th Gen Intel(R) Core(TM) i7-1260P', null, [], true, true],
    ['Intel(R) Core(TM) Ultra 7 155H', null, [], true, true],
    ['AMD Ryzen 7 5800H with Radeon Graphics', null, [], true, true],
    ['AMD Ryzen 5 2500U with Radeon Vega Mobile Gfx', null, [], true, true],
    ['AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics', null, [], true, true],
    ['Apple M2', null, [], true, true],
    ['Apple M1 Max', null, [], true, true],
    ['Apple M4 Pro', null, [], true, true],
    // Issue 40: what the corpus of real reports shows.
    ['Intel(R) Xeon(R) CPU E5-2670 0 @ 2.60GHz', 'LGA2011', ['DDR3'], false, false],
    ['Intel(R) Xeon(R) CPU E5-2650 v2 @ 2.60GHz', 'LGA2011', ['DDR3'], false, false],
    ['Intel(R) Xeon(R) CPU E5-2440 0 @ 2.40GHz', 'LGA1356', ['DDR3'], false, false],
    ['Intel(R) Xeon(R) CPU E5-2676 v3 @ 2.40GHz', 'LGA2011-3', ['DDR4'], false, false],
    ['Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz', 'LGA2011-3', ['DDR4'], false, false],
    ['Intel(R) Xeon(R) CPU E3-1230 V2 @ 3.30GHz', 'LGA1155', ['DDR3'], false, false],
    ['Intel(R) Xeon(R) CPU E3-1231 v3 @ 3.40GHz', 'LGA1150', ['DDR3'], false, false],
    ['Intel(R) Xeon(R) CPU E3-1275 v3 @ 3.50GHz', 'LGA1150', ['DDR3'], true, false],
    ['Intel(R) Xeon(R) CPU E3-1245 v5 @ 3.50GHz', 'LGA1151', ['DDR4'], true, false],
    ['Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz', 'LGA3647', ['DDR4'], false, false],
    ['Intel(R) Xeon(R) Silver 4210R CPU @ 2.40GHz', 'LGA3647', ['DDR4'], false, false],
    ['Intel(R) Xeon(R) Gold 6326 CPU @ 2.90GHz', 'LGA4189', ['DDR4'], false, false],
    ['Intel(R) Xeon(R) Platinum 8480+', 'LGA4677', ['DDR5'], false, false],
    ['Intel(R) Core(TM)2 Duo CPU E8400 @ 3.00GHz', 'LGA775', ['DDR2', 'DDR3'], false, false],
    ['Intel(R) Core(TM)2 Quad CPU Q6600 @ 2.40GHz', 'LGA775', ['DDR2', 'DDR3'], false, false],
    ['Intel(R) Core(TM)2 Duo CPU T7300 @ 2.00GHz', null, [], false, true],
    ['Intel(R) Core(TM)2 Duo CPU P8600 @ 2.40GHz', null, [], false, true],
    ['Intel(R) N100', null, [], true, true],
    ['Intel(R) Atom(TM) CPU Z3740 @ 1.33GHz', null, [], true, true],
    ['Intel(R) Celeron(R) N4020 CPU @ 1.10GHz', null, [], true, true],
    ['Intel(R) Pentium(R) Silver N5000 CPU @ 1.10GHz', null, [], true, true],
  ])('%s → %s', (model, socket, memoryTypes, integratedGraphics, soldered) => {
    expect(recogniseProcessorFamily(model)).toMatchObject({ socket, memoryTypes, integratedGraphics, soldered });
  });

  it.each(['Intel Core 2 Duo', 'Intel(R) Pentium(R) CPU G4560 @ 3.50GHz', 'AMD Athlon(tm) II X2 250', 'Intel(R) Xeon(R) W-2135 CPU @ 3.70GHz', ''])(
    'a processor outside the table is not guessed: %s',
    (model) => {
      expect(recogniseProcessorFamily(model)).toBeNull();
    },
  );
});
