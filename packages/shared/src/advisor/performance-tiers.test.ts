import { describe, expect, it } from 'vitest';
import { graphicsTier, processorTier } from './performance-tiers.ts';

describe('processor tiers: the class and the generation, on one scale', () => {
  it.each<[string, number | null]>([
    ['Intel(R) Core(TM)2 Duo CPU E8400 @ 3.00GHz', 1],
    ['Intel(R) Core(TM)2 Quad CPU Q6600 @ 2.40GHz', 2],
    ['Intel Core i5-2300', 3],
    ['Intel Core i7-4790K', 4],
    ['Intel Core i5-8400', 4],
    ['Intel Core i9-9900K', 6],
    ['Intel Core i5-10400', 5],
    ['Intel Core i7-1165G7', 6],
    ['12th Gen Intel(R) Core(TM) i5-12400F', 6],
    ['Intel Core i9-14900K', 8],
    ['Intel Core Ultra 7 265K', 8],
    ['AMD Ryzen 5 1600', 4],
    ['AMD Ryzen 5 3600', 5],
    ['AMD Ryzen 7 5800X3D', 8],
    ['AMD Ryzen 5 7600', 7],
    ['AMD Ryzen 7 7800X3D', 9],
    ['AMD Ryzen 9 9950X3D', 10],
    ['AMD FX-8350 Eight-Core Processor', 2],
    ['Intel Xeon E5-2650 v2', 4],
    ['Intel(R) Atom(TM) CPU Z3740 @ 1.33GHz', 1],
    ['Intel(R) N100', 1],
    ['Apple M2', null],
    ['ARM Cortex-A72', null],
  ])('%s → %s', (model, tier) => {
    expect(processorTier(model)).toBe(tier);
  });
});

describe('graphics tiers: the model number as reports name it', () => {
  it.each<[string, number | null]>([
    ['NVIDIA GeForce RTX 4090', 10],
    ['NVIDIA GeForce RTX 4070 Ti SUPER', 9],
    ['NVIDIA GA104 [GeForce RTX 3070]', 7],
    ['NVIDIA GeForce RTX 3060 Ti', 7],
    ['NVIDIA GeForce RTX 3060', 6],
    ['AMD Radeon RX 7600 XT', 7],
    ['AMD Radeon RX 7600', 6],
    ['NVIDIA GP106 [GeForce GTX 1060 6GB]', 4],
    ['NVIDIA GeForce GTX 1050 Ti', 3],
    ['NVIDIA GeForce GTX 1050', 2],
    ['Advanced Micro Devices, Inc. [AMD/ATI] Ellesmere [Radeon RX 470/480/570/570X/580/580X/590]', 3],
    ['ATI Radeon HD 4800 Series', 1],
    ['NVIDIA GP107GLM [Quadro P1000 Mobile]', 2],
    ['NVIDIA GeForce GT 710', 1],
    ['Intel Arc A770 Graphics', 6],
    ['NVIDIA GA102GL [A40]', null],
    ['Microsoft Basic Display Adapter', null],
  ])('%s → %s', (name, tier) => {
    expect(graphicsTier(name)).toBe(tier);
  });
});
