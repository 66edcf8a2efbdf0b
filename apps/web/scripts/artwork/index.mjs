/** Every image the shop ships, as render jobs: { out, w, h, svg() }. */
import { Ctx, circle, g, mix, rect, studio, svgDoc } from './lib.mjs';
import { avatars, drawAvatar } from './avatars.mjs';
import { offers } from './offers.mjs';
import { heroes } from './heroes.mjs';
import { drawGpu } from './gpu.mjs';
import { drawRam } from './ram.mjs';
import { drawCpu } from './cpu.mjs';
import { drawSsd } from './ssd.mjs';
import { drawKeyboard } from './keyboard.mjs';
import { drawMouse } from './mouse.mjs';
import { drawPrinter } from './printer.mjs';
import { drawRouter } from './router.mjs';
import { drawCase, drawCpuCooler, drawMotherboard, drawPowerSupply } from './build-parts.mjs';

/**
 * One entry per seeded part; slugs match apps/server/src/db/seed-catalog.ts. The visual options
 * give each product of a category its own colours and details.
 */
export const products = [
  { slug: 'vortex-vx-7700-12gb', cat: 'graphics-card', brand: 'Vortex', body: '#2b3038', accent: '#ff5a36', fans: 3, ledEdge: true },
  { slug: 'kestrel-aero-4060-8gb', cat: 'graphics-card', brand: 'Kestrel', body: '#e9ecf0', accent: '#2f8cff', fans: 2, length: 440, fanR: 86, zoom: 1.12, light: true, plate: '#c9ced6', pcb: '#1f2630', blades: 11 },
  { slug: 'northbridge-forge-8900-ultra-16gb', cat: 'graphics-card', brand: 'Northbridge', body: '#1d2026', accent: '#9b6bff', fans: 3, length: 640, thickness: 74, fanR: 90, ledEdge: true, plate: '#3a3f48' },
  { slug: 'lumen-pulse-ddr5-6000-32gb', cat: 'ram', brand: 'Lumen', spec: 'DDR5 6000 CL30', body: '#24272e', accent: '#c9ced6', style: 'blade', rgb: ['#ff4fd8', '#8b5cff', '#2fd3ff', '#38f5a0'] },
  { slug: 'halcyon-core-ddr4-3200-16gb', cat: 'ram', brand: 'Halcyon', spec: 'DDR4 3200 CL16', body: '#1f4f86', accent: '#e8eef6', style: 'stripe', lowProfile: true, pcb: '#1d5a3c', notch: 0.42 },
  { slug: 'kestrel-apex-ddr5-6400-64gb', cat: 'ram', brand: 'Kestrel', spec: 'DDR5 6400 CL32', body: '#dde1e7', accent: '#ff8a1f', style: 'angle', light: true, ribs: true, pcb: '#22262d' },
  { slug: 'arcwave-a7-8700', cat: 'processor', brand: 'Arcwave', model: 'A7 8700', line2: '8-CORE  5.4 GHz', substrate: '#1f6b57', accent: '#ff7a2f', ihsStyle: 'notched' },
  { slug: 'tessera-t5-6400', cat: 'processor', brand: 'Tessera', model: 'T5 6400', line2: '6-CORE  4.7 GHz', substrate: '#1d3e66', accent: '#3aa0ff', ihsStyle: 'wings' },
  { slug: 'arcwave-a9-9950', cat: 'processor', brand: 'Arcwave', model: 'A9 9950', line2: '16-CORE  5.7 GHz', substrate: '#2a2f36', accent: '#e0483e', ihsStyle: 'rounded', ihs: '#454b55', darkIhs: true },
  { slug: 'northbridge-swift-nv4-1tb', cat: 'ssd', form: 'm2', brand: 'Northbridge', spec: 'NVMe  PCIe 4.0', capacity: '1TB', accent: '#19c2b8', label: '#15181d' },
  { slug: 'quillon-q2-1tb-sata', cat: 'ssd', form: 'sata', brand: 'Quillon', spec: 'SATA III  2.5"', capacity: '1TB', body: '#e4e7ec', accent: '#ffb020' },
  { slug: 'lumen-hyperdrive-2tb-gen5', cat: 'ssd', form: 'heatsink', brand: 'Lumen', spec: 'NVMe  PCIe 5.0', capacity: '2TB', body: '#3b414b', accent: '#ff4fa3', pcb: '#15181d' },
  { slug: 'kestrel-tactile-75', cat: 'keyboard', layout: '75', case: '#e7e9ec', plate: '#cfd3d9', key: '#f6f3ec', mod: '#a9b1bb', accent: '#ff7a3d', legend: '#3b4148', knob: '#ff7a3d' },
  { slug: 'brightline-office-slim', cat: 'keyboard', layout: 'full', slim: true, margin: 12, case: '#cdd2d9', plate: '#b9bfc7', key: '#fbfcfd', mod: '#f1f3f6', accent: '#2f7bf6', legend: '#505862' },
  { slug: 'vortex-onyx-tkl-pro', cat: 'keyboard', layout: 'tkl', case: '#202329', plate: '#14161a', key: '#2b2f36', mod: '#24272d', space: '#2b2f36', accent: '#ff4b3a', legend: '#c9ced6', rgb: ['#ff3d6e', '#ffb13d', '#3dff9a', '#3db8ff', '#a45bff'], badge: 'VORTEX' },
  { slug: 'halcyon-glide-wireless', cat: 'mouse', shape: 'sym', body: '#4a5f86', accent: '#8fd1ff', wheel: '#c9d2de', hump: 34 },
  { slug: 'vortex-strike-pro', cat: 'mouse', shape: 'ergo', body: '#25282e', accent: '#ff4b3a', cable: '#2b2e34', strip: true, logo: true, dpi: true, sideButtons: true, hump: 42 },
  { slug: 'kestrel-featherlight', cat: 'mouse', shape: 'sym', body: '#eef0f3', accent: '#2f8cff', light: true, honeycomb: true, dpi: true, sideButtons: true, wheel: '#2f8cff', hump: 36 },
  { slug: 'tessera-inkwell-340', cat: 'printer', kind: 'inkjet', brand: 'Tessera', body: '#e9ecf0', lid: '#c9cfd8', accent: '#19b3a6' },
  { slug: 'brightline-laserpro-l420dn', cat: 'printer', kind: 'laser', brand: 'Brightline', model: 'LASERPRO L420dn', body: '#3a3f47', base: '#2c3037', accent: '#ffb020' },
  { slug: 'quillon-chroma-c650', cat: 'printer', kind: 'laser', colour: true, brand: 'Quillon', model: 'CHROMA C650', body: '#eef0f3', base: '#b9c0c9', accent: '#7c5cff' },
  {
    slug: 'arcwave-link-ax1800', cat: 'router', body: '#262a31', accent: '#19c2b8', led: '#7cf5c8', antenna: '#1f2228', top: 'grooves',
    antennas: [[60, 6, -26, -14], [150, 6, -8, -18], [250, 6, 8, -18], [340, 6, 26, -14]],
  },
  {
    slug: 'northbridge-mesh-be5000', cat: 'router', body: '#eef0f3', accent: '#2f8cff', led: '#2f8cff', antenna: '#e3e6ea', light: true, top: 'dots', radius: 40, antennaLength: 170, antennaWidth: 20,
    antennas: [[8, 90, -34, -6], [392, 90, 34, -6], [90, 6, -14, -20], [165, 4, -4, -22], [235, 4, 4, -22], [310, 6, 14, -20]],
  },
  {
    slug: 'halcyon-sentinel-axe7800', cat: 'router', shape: 'octagon', body: '#23262c', accent: '#ff3b4e', led: '#ff3b4e', antenna: '#1d1f24', top: 'core', tips: true, L: 420, D: 280, antennaLength: 170,
    antennas: [[150, 4, -12, -30], [270, 4, 12, -30], [34, 34, -40, -30], [386, 34, 40, -30], [4, 140, -50, 0], [416, 140, 50, 0], [34, 246, -40, 30], [386, 246, 40, 30]],
  },
  { slug: 'cobaltine-x870e-apex', cat: 'motherboard', brand: 'Cobaltine', pcb: '#1d2026', heatsink: '#3a3f48', accent: '#e0483e', slot: '#2a2e35', dimms: 4, pcie: 3, width: 470 },
  { slug: 'ferrox-b650m-volt', cat: 'motherboard', brand: 'Ferrox', pcb: '#1d3e66', heatsink: '#c9ced6', accent: '#3aa0ff', slot: '#e9ecf0', dimms: 4, pcie: 2, depth: 380 },
  { slug: 'solvane-b650i-nano', cat: 'motherboard', brand: 'Solvane', pcb: '#22262d', heatsink: '#5b616b', accent: '#19c2b8', slot: '#2a2e35', dimms: 2, pcie: 1, width: 340, depth: 330, zoom: 0.9 },
  { slug: 'ferrox-volt-750w', cat: 'power-supply', brand: 'Ferrox', watts: '750W', rating: '80 PLUS GOLD  FULLY MODULAR', body: '#23262c', accent: '#ffb020', modular: true },
  { slug: 'brightline-basic-450w', cat: 'power-supply', brand: 'Brightline', watts: '450W', rating: 'STANDARD  ATX', body: '#5b616b', accent: '#2f8cff' },
  { slug: 'kestrel-mini-650w-sfx', cat: 'power-supply', brand: 'Kestrel', watts: '650W', rating: '80 PLUS GOLD  SFX', body: '#e4e7ec', accent: '#ff7a3d', light: true, modular: true, length: 230, width: 250, height: 130, zoom: 0.85 },
  { slug: 'quillon-mesh-300', cat: 'case', body: '#23262c', accent: '#2fd3ff', fans: 3 },
  { slug: 'lumen-nano-s1', cat: 'case', body: '#eef0f3', light: true, accent: '#ff4fa3', fans: 1, depth: 340, width: 200, height: 300, zoom: 0.85 },
  { slug: 'ferrox-titan-xl', cat: 'case', body: '#2b3038', accent: '#9b6bff', fans: 4, depth: 480, height: 540 },
  { slug: 'tessera-frost-120', cat: 'cpu-cooler', kind: 'tower', body: '#1d3e66', accent: '#3aa0ff' },
  { slug: 'halcyon-tower-duo', cat: 'cpu-cooler', kind: 'tower', body: '#23262c', accent: '#ff4b3a', rgb: true, height: 330 },
  { slug: 'northbridge-glacier-360', cat: 'cpu-cooler', kind: 'liquid', body: '#23262c', accent: '#38f5a0', fans: 3 },
  // The build categories' other demo parts, each with its own picture.
  { slug: 'arcwave-a5-7600', cat: 'processor', brand: 'Arcwave', model: 'A5 7600', line2: '6-CORE  5.1 GHz', substrate: '#2f5d8a', accent: '#38f5a0', ihsStyle: 'notched' },
  { slug: 'arcwave-a5-5600', cat: 'processor', brand: 'Arcwave', model: 'A5 5600', line2: '6-CORE  4.4 GHz', substrate: '#5a3d1f', accent: '#ffb020', ihsStyle: 'rounded' },
  { slug: 'tessera-t7-14700', cat: 'processor', brand: 'Tessera', model: 'T7 14700', line2: '20-CORE  5.6 GHz', substrate: '#3b2a5c', accent: '#b38bff', ihsStyle: 'wings' },
  { slug: 'tessera-t9-285', cat: 'processor', brand: 'Tessera', model: 'T9 285', line2: '24-CORE  5.7 GHz', substrate: '#23262c', accent: '#2fd3ff', ihsStyle: 'wings', ihs: '#454b55', darkIhs: true },
  { slug: 'ferrox-z790-titan', cat: 'motherboard', brand: 'Ferrox', pcb: '#23262c', heatsink: '#8a929d', accent: '#ff7a2f', slot: '#3a3f48', dimms: 4, pcie: 3 },
  { slug: 'cobaltine-b760m-core', cat: 'motherboard', brand: 'Cobaltine', pcb: '#1f4a3a', heatsink: '#5b616b', accent: '#38f5a0', slot: '#2a2e35', dimms: 4, pcie: 2, depth: 380 },
  { slug: 'solvane-z890-edge', cat: 'motherboard', brand: 'Solvane', pcb: '#2b2f36', heatsink: '#e4e7ec', accent: '#ff4fa3', slot: '#c9ced6', dimms: 4, pcie: 3 },
  { slug: 'ferrox-b550-drift', cat: 'motherboard', brand: 'Ferrox', pcb: '#3a2a22', heatsink: '#3a3f48', accent: '#ffb020', slot: '#2a2e35', dimms: 4, pcie: 2 },
  { slug: 'brightline-nomad-ddr5-5600-so-dimm', cat: 'ram', brand: 'Brightline', spec: 'DDR5 5600 SO-DIMM', body: '#2a2f36', accent: '#2f7bf6', style: 'stripe', lowProfile: true, length: 300, chips: 4, notch: 0.45, zoom: 1.5 },
  { slug: 'tessera-vector-ddr4-3600-32gb', cat: 'ram', brand: 'Tessera', spec: 'DDR4 3600 CL18', body: '#8a929d', accent: '#3aa0ff', style: 'stripe', lowProfile: true, light: true, notch: 0.42 },
  { slug: 'lumen-summit-ddr5-7200-48gb', cat: 'ram', brand: 'Lumen', spec: 'DDR5 7200 CL34', body: '#eef0f3', accent: '#ff4fa3', style: 'blade', light: true, rgb: ['#2fd3ff', '#38f5a0', '#ffe14f', '#ff4fa3'] },
  { slug: 'quillon-legacy-ddr3-1600-8gb', cat: 'ram', brand: 'Quillon', spec: 'DDR3 1600 CL11', body: '#1d5a3c', accent: '#ffb020', style: 'stripe', lowProfile: true, pcb: '#1f3b2d', notch: 0.38 },
  { slug: 'halcyon-titan-9090-24gb', cat: 'graphics-card', brand: 'Halcyon', body: '#14161a', accent: '#d9b45a', fans: 3, length: 680, thickness: 84, fanR: 94, plate: '#2b2f36' },
  { slug: 'ferrox-nano-3050-low-profile-6gb', cat: 'graphics-card', brand: 'Ferrox', body: '#2b3038', accent: '#38f5a0', fans: 2, length: 340, width: 150, fanR: 60, zoom: 1.25, plate: '#3a3f48' },
  { slug: 'solvane-storm-7800-16gb', cat: 'graphics-card', brand: 'Solvane', body: '#dde1e7', accent: '#e0483e', fans: 2, length: 540, fanR: 92, light: true, plate: '#b9bfc7', pcb: '#1f2630' },
  { slug: 'tessera-dash-1tb-2230', cat: 'ssd', form: 'm2', length: 30, zoom: 1.6, brand: 'Tessera', spec: 'NVMe PCIe 4.0', capacity: '1TB', accent: '#3aa0ff', label: '#1d3e66' },
  { slug: 'quillon-q3-256gb-2242', cat: 'ssd', form: 'm2', length: 42, zoom: 1.45, brand: 'Quillon', spec: 'NVMe PCIe 3.0', capacity: '256GB', accent: '#ffb020', label: '#23262c', pcb: '#1f3b2d' },
  { slug: 'cobaltine-relay-500gb-m2-sata', cat: 'ssd', form: 'm2', brand: 'Cobaltine', spec: 'M.2 SATA III', capacity: '500GB', accent: '#e0483e', label: '#2a2f36', pcb: '#1d3e66' },
  { slug: 'ferrox-vault-4tb', cat: 'ssd', form: 'heatsink', gen: 'GEN4', brand: 'Ferrox', spec: 'NVMe  PCIe 4.0', capacity: '4TB', body: '#5b616b', accent: '#38f5a0', pcb: '#15181d' },
  { slug: 'solvane-core-550w-bronze', cat: 'power-supply', brand: 'Solvane', watts: '550W', rating: '80 PLUS BRONZE  ATX', body: '#2b3038', accent: '#c98a4b' },
  { slug: 'halcyon-summit-850w', cat: 'power-supply', brand: 'Halcyon', watts: '850W', rating: '80 PLUS GOLD  SEMI-MODULAR', body: '#1d3e66', accent: '#d9b45a', modular: true },
  { slug: 'cobaltine-prime-1000w-platinum', cat: 'power-supply', brand: 'Cobaltine', watts: '1000W', rating: '80 PLUS PLATINUM  MODULAR', body: '#e4e7ec', accent: '#8a929d', light: true, modular: true },
  { slug: 'northbridge-apex-1600w-titanium', cat: 'power-supply', brand: 'Northbridge', watts: '1600W', rating: '80 PLUS TITANIUM  MODULAR', body: '#14161a', accent: '#9b6bff', modular: true, length: 330 },
  { slug: 'brightline-office-slim-case', cat: 'case', body: '#cdd2d9', light: true, accent: '#2f7bf6', fans: 1, depth: 380, width: 110, height: 340, zoom: 0.85 },
  { slug: 'solvane-compact-m300', cat: 'case', body: '#1f4a3a', accent: '#38f5a0', fans: 2, depth: 400, height: 410 },
  { slug: 'cobaltine-air-500', cat: 'case', body: '#e9ecf0', light: true, accent: '#e0483e', fans: 3, depth: 460, height: 490 },
  { slug: 'ferrox-basic-65', cat: 'cpu-cooler', kind: 'low', body: '#2b2f36', accent: '#8a929d', size: 120, height: 40 },
  { slug: 'kestrel-low-47', cat: 'cpu-cooler', kind: 'low', body: '#e4e7ec', accent: '#ff7a3d', size: 150, height: 30 },
  { slug: 'quillon-chill-240', cat: 'cpu-cooler', kind: 'liquid', body: '#e9ecf0', accent: '#ffb020', fans: 2 },
];

const draw = {
  'graphics-card': drawGpu,
  ram: drawRam,
  processor: drawCpu,
  ssd: drawSsd,
  keyboard: drawKeyboard,
  mouse: drawMouse,
  printer: drawPrinter,
  router: drawRouter,
  motherboard: drawMotherboard,
  'power-supply': drawPowerSupply,
  case: drawCase,
  'cpu-cooler': drawCpuCooler,
};

function productSvg(p, w, h) {
  const ctx = new Ctx('p');
  const body = draw[p.cat](ctx, p, { cx: w / 2, cy: h / 2, scale: (w / 800) * (p.zoom ?? 1) });
  return svgDoc(w, h, ctx, [studio(ctx, w, h, p.accent), g(body)]);
}

/** Category tiles: one product of the category on a tinted ground. */
const tiles = {
  'graphics-card': { slug: 'vortex-vx-7700-12gb', tint: '#ffd9cc', zoom: 1.0 },
  ram: { slug: 'lumen-pulse-ddr5-6000-32gb', tint: '#e6dcff', zoom: 1.12 },
  processor: { slug: 'arcwave-a7-8700', tint: '#d2efe6', zoom: 1.05 },
  ssd: { slug: 'lumen-hyperdrive-2tb-gen5', tint: '#ffd6ea', zoom: 1.25 },
  keyboard: { slug: 'kestrel-tactile-75', tint: '#ffe3cc', zoom: 1.12 },
  mouse: { slug: 'kestrel-featherlight', tint: '#d6e8ff', zoom: 1.05 },
  printer: { slug: 'quillon-chroma-c650', tint: '#e4e0ff', zoom: 1.05 },
  router: { slug: 'northbridge-mesh-be5000', tint: '#d2ecff', zoom: 1.08 },
};

function tileSvg(cat, w, h) {
  const t = tiles[cat];
  const p = products.find((x) => x.slug === t.slug);
  const ctx = new Ctx('t');
  const bg = [
    rect(0, 0, w, h, { fill: ctx.linear([[0, mix(t.tint, '#ffffff', 0.45)], [1, t.tint]], { x1: 0, y1: 0, x2: 1, y2: 1 }) }),
    circle(w * 0.82, h * 0.12, h * 0.55, { fill: '#ffffff', opacity: 0.35 }),
    circle(w * 0.1, h * 1.05, h * 0.45, { fill: '#ffffff', opacity: 0.25 }),
  ];
  const body = draw[p.cat](ctx, p, { cx: w / 2, cy: h / 2 + 4, scale: (w / 800) * t.zoom });
  return svgDoc(w, h, ctx, [...bg, g(body)]);
}

export function jobs() {
  const list = [];
  for (const p of products) {
    list.push({ out: `parts/${p.slug}.webp`, tag: p.cat, w: 800, h: 600, svg: () => productSvg(p, 800, 600) });
  }
  for (const cat of Object.keys(tiles)) {
    list.push({ out: `categories/${cat}.webp`, tag: 'category', w: 400, h: 300, svg: () => tileSvg(cat, 400, 300) });
  }
  for (const a of avatars) {
    list.push({
      out: `avatars/${a.name}.webp`,
      tag: 'avatar',
      w: 160,
      h: 160,
      quality: 80,
      svg: () => {
        const ctx = new Ctx('v');
        return svgDoc(160, 160, ctx, drawAvatar(ctx, a));
      },
    });
  }
  for (const hero of heroes) {
    list.push({
      out: `hero/${hero.name}.webp`,
      tag: 'hero',
      w: 1600,
      h: 900,
      quality: 76,
      svg: () => {
        const ctx = new Ctx('h');
        return svgDoc(1600, 900, ctx, hero.draw(ctx));
      },
    });
  }
  for (const o of offers) {
    list.push({
      out: `offers/${o.n}.webp`,
      tag: 'offer',
      w: 600,
      h: 400,
      svg: () => {
        const ctx = new Ctx('o');
        return svgDoc(600, 400, ctx, o.draw(ctx, 600, 400));
      },
    });
  }
  return list;
}
