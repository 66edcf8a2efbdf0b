/**
 * The parts a whole PC needs besides the eight spec categories: motherboards, power supplies,
 * cases and CPU coolers, in the same studio light and 3/4 camera as the rest.
 */
import { Cam, circle, fitCam, g, rect, rr, shade, text } from './lib.mjs';
import { fan } from './gpu.mjs';

const dark = (c) => shade(c, -0.3);

/** A box with the usual three shades of one colour. */
const solid = (cam, b, c, light = false) => cam.box(b, { front: c, top: shade(c, light ? 0.35 : 0.18), left: shade(c, -0.22) });

/** Motherboard lying flat: socket, memory slots, PCIe slots and heatsinks on a dark board. */
export function drawMotherboard(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const W = s.width ?? 430;
  const D = s.depth ?? 440;
  const board = { x0: 0, x1: W, y0: 0, y1: D, z0: 0, z1: 6 };
  const cam = fitCam({ yaw: 20, pitch: 52 }, Cam.corners({ ...board, z1: 40 }), cx, cy, 560 * scale, 430 * scale);
  const out = [cam.shadow(ctx, board, { blur: 16 * scale, dy: 10 * scale, opacity: 0.3 })];
  out.push(cam.box(board, { front: shade(s.pcb, -0.25), top: s.pcb, left: shade(s.pcb, -0.35) }));
  // Traces on the board's face.
  const traces = [];
  for (let i = 0; i < 14; i++) traces.push(rect(20 + i * 28, 20, 2, D - 40, { fill: '#ffffff', opacity: 0.04 }));
  out.push(cam.on('top', board, traces));
  const z = 6;
  const yTop = (v) => D - v; // v measured from the board's back edge.
  const part = (u, v, w, d, h, c, light) => solid(cam, { x0: u, x1: u + w, y0: yTop(v + d), y1: yTop(v), z0: z, z1: z + h }, c, light);
  // VRM heatsinks along the back and left edges.
  out.push(part(16, 14, W * 0.55, 36, 30, s.heatsink));
  out.push(part(16, 54, 40, D * 0.34, 30, s.heatsink));
  out.push(cam.on('top', { x0: 16, y1: yTop(14), z1: z + 30 }, rect(8, 14, W * 0.55 - 16, 4, { fill: s.accent })));
  // Rear I/O cover.
  out.push(part(0, 54, 14, D * 0.34, 38, shade(s.heatsink, -0.2)));
  // CPU socket and its retention frame.
  const socketU = W * 0.26;
  out.push(part(socketU, 70, 110, 110, 6, '#b8bec7', true));
  out.push(part(socketU + 18, 88, 74, 74, 8, '#d9b45a', true));
  // Memory slots.
  for (let i = 0; i < s.dimms; i++) out.push(part(W * 0.6 + i * 22, 40, 12, D * 0.42, 10, i % 2 ? s.slot : shade(s.slot, 0.25)));
  // PCIe slots, the first reinforced in the accent colour.
  for (let i = 0; i < s.pcie; i++) {
    const v = D * 0.58 + i * 62;
    out.push(part(40, v, W * 0.68, 14, 10, i === 0 ? s.accent : '#2a2e35'));
  }
  // Chipset and M.2 heatsinks.
  out.push(part(W * 0.72, D * 0.62, 80, 80, 12, s.heatsink));
  out.push(cam.on('top', { x0: W * 0.72, y1: yTop(D * 0.62), z1: z + 12 }, [rect(14, 36, 52, 8, { fill: s.accent }), text(14, 28, s.brand.toUpperCase(), { fontSize: 11, fontWeight: 700, letterSpacing: 2, fill: '#ffffff', opacity: 0.8 })]));
  out.push(part(60, D * 0.66, W * 0.5, 26, 6, shade(s.heatsink, 0.1)));
  return g(out);
}

/** A box standing on the floor, fitted to the picture, with its shadow: the body of a power supply or a case. */
function standingBox(ctx, box, body, { yaw, pitch, maxW, maxH, dy, top, left }, { cx, cy, scale }) {
  const cam = fitCam({ yaw, pitch }, Cam.corners(box), cx, cy, maxW * scale, maxH * scale);
  const out = [cam.shadow(ctx, box, { blur: 16 * scale, dy: dy * scale, opacity: 0.32 })];
  out.push(cam.box(box, { front: body, top: shade(body, top), left: shade(body, left) }));
  return { cam, out };
}

/** Power supply: a box with its fan grille on top and the label on its side. */
export function drawPowerSupply(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const L = s.length ?? 300;
  const W = s.width ?? 300;
  const H = s.height ?? 170;
  const box = { x0: 0, x1: L, y0: 0, y1: W, z0: 0, z1: H };
  const { cam, out } = standingBox(ctx, box, s.body, { yaw: 26, pitch: 30, maxW: 480, maxH: 400, dy: 10, top: 0.14, left: -0.25 }, { cx, cy, scale });
  const R = Math.min(L, W) * 0.4;
  // The fan behind its grille, drawn on the top face.
  const grille = [fan(ctx, L / 2, W / 2, R, { body: s.body, accent: s.accent, blades: 7, ring: false })];
  for (let r = R * 0.25; r < R; r += R * 0.18) grille.push(circle(L / 2, W / 2, r, { fill: 'none', stroke: shade(s.body, 0.35), strokeWidth: 2.2 }));
  grille.push(rect(L / 2 - 2, W / 2 - R, 4, 2 * R, { fill: shade(s.body, 0.35) }));
  grille.push(rect(L / 2 - R, W / 2 - 2, 2 * R, 4, { fill: shade(s.body, 0.35) }));
  out.push(cam.on('top', box, grille));
  // The side label, in ink that reads on the body's colour.
  const ink = s.light ? shade(s.body, -0.7) : '#ffffff';
  out.push(
    cam.on('front', box, [
      rr(24, 22, L - 48, H - 44, 8, { fill: shade(s.body, s.light ? -0.06 : 0.08) }),
      text(40, 22 + H * 0.22, s.brand.toUpperCase(), { fontSize: 20, fontWeight: 700, letterSpacing: 4, fill: ink }),
      text(40, 22 + H * 0.45, s.watts, { fontSize: 30, fontWeight: 700, fill: s.accent }),
      text(40, 22 + H * 0.58, s.rating, { fontSize: 11, letterSpacing: 2, fill: ink, opacity: 0.75 }),
      rect(24, H - 34, L - 48, 5, { fill: s.accent }),
    ]),
  );
  // Modular sockets on the end.
  const sockets = [];
  for (let i = 0; i < (s.modular ? 6 : 0); i++) sockets.push(rr(20 + (i % 3) * 82, 30 + Math.floor(i / 3) * 56, 64, 36, 4, { fill: '#15171b' }));
  if (!s.modular) sockets.push(circle(W / 2, H / 2, 30, { fill: '#15171b' }));
  out.push(cam.on('left', box, sockets));
  return g(out);
}

/** PC case: the glass side shows the build inside; the front is a mesh. */
export function drawCase(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const D = s.depth ?? 440;
  const W = s.width ?? 220;
  const H = s.height ?? 470;
  const box = { x0: 0, x1: D, y0: 0, y1: W, z0: 0, z1: H };
  const { cam, out } = standingBox(ctx, box, s.body, { yaw: 30, pitch: 16, maxW: 520, maxH: 470, dy: 8, top: 0.2, left: -0.18 }, { cx, cy, scale });
  // Side panel: tinted glass over the parts inside.
  const m = 18;
  const inside = [rr(m, m, D - 2 * m, H - 2 * m, 6, { fill: '#14171c' })];
  inside.push(rect(m + 40, m + 30, D * 0.55, H * 0.55, { fill: '#1f3b2d' }));
  inside.push(rect(m + 60, m + H * 0.4, D * 0.6, 26, { fill: '#2b3038' }));
  inside.push(rect(m + 60, m + H * 0.4 + 22, D * 0.6, 4, { fill: s.accent }));
  inside.push(rect(m + 110, m + 60, 60, 60, { fill: '#3a3f48' }));
  for (let i = 0; i < s.fans; i++) inside.push(fan(ctx, D - m - 42, m + 56 + i * 88, 36, { body: '#2b2f36', accent: s.accent, blades: 7 }));
  inside.push(rect(m, H * 0.78, D - 2 * m, H * 0.22 - m, { fill: shade(s.body, -0.1) }));
  inside.push(rr(m, m, D - 2 * m, H - 2 * m, 6, { fill: ctx.linear([[0, '#ffffff', 0.22], [0.4, '#ffffff', 0.02], [1, '#ffffff', 0.1]], { x1: 0, y1: 0, x2: 1, y2: 1 }) }));
  out.push(cam.on('front', box, inside));
  // The front: a mesh of dots, the power button near the top.
  const front = [];
  for (let v = 30; v < H - 20; v += 12) for (let u = 18 + ((v / 12) % 2) * 6; u < W - 14; u += 12) front.push(circle(u, v, 3, { fill: shade(s.body, s.light ? -0.35 : 0.2) }));
  front.push(rect(W / 2 - 40, 10, 80, 4, { fill: s.accent }));
  out.push(cam.on('left', box, front));
  return g(out);
}

/** CPU cooler: a finned tower with its fan, or a radiator with fans and a pump block. */
export function drawCpuCooler(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const draw = { liquid: drawLiquidCooler, low: drawLowCooler }[s.kind] ?? drawTowerCooler;
  return draw(ctx, s, { cx, cy, scale });
}

/** Low-profile or top-down cooler: a flat fin stack on its base, the fan lying on top. */
function drawLowCooler(ctx, s, { cx, cy, scale }) {
  const W = s.size ?? 150;
  const H = s.height ?? 60;
  const stack = { x0: 0, x1: W, y0: 0, y1: W, z0: 18, z1: 18 + H };
  const base = { x0: W * 0.3, x1: W * 0.7, y0: W * 0.3, y1: W * 0.7, z0: 0, z1: 18 };
  const cam = fitCam({ yaw: 28, pitch: 34 }, Cam.corners({ ...stack, z0: 0 }), cx, cy, 440 * scale, 360 * scale);
  const out = [cam.shadow(ctx, { ...stack, z0: 0 }, { blur: 14 * scale, dy: 8 * scale, opacity: 0.28 })];
  out.push(solid(cam, base, '#c08a52', true));
  out.push(cam.box(stack, { front: '#c9ced6', top: '#e6e9ee', left: '#a9b0ba' }));
  const fins = [];
  for (let u = 4; u < W - 2; u += 6) fins.push(rect(u, 4, 2, H - 8, { fill: '#8a929d' }));
  out.push(cam.on('front', stack, fins));
  out.push(cam.on('left', stack, fins));
  const top = [rr(2, 2, W - 4, W - 4, 12, { fill: s.body })];
  top.push(fan(ctx, W / 2, W / 2, W * 0.44, { body: s.body, accent: s.accent, blades: 9 }));
  out.push(cam.on('top', stack, top));
  return g(out);
}

function drawTowerCooler(ctx, s, { cx, cy, scale }) {
  const W = 140;
  const D = 90;
  const H = s.height ?? 300;
  const stack = { x0: 0, x1: W, y0: 0, y1: D, z0: 40, z1: H };
  const base = { x0: 30, x1: W - 30, y0: 20, y1: D - 20, z0: 0, z1: 40 };
  const cam = fitCam({ yaw: 28, pitch: 24 }, Cam.corners({ ...stack, z0: 0 }), cx, cy, 420 * scale, 440 * scale);
  const out = [cam.shadow(ctx, base, { blur: 12 * scale, dy: 6 * scale, opacity: 0.3, grow: 30 })];
  out.push(solid(cam, base, '#c08a52', true));
  out.push(cam.box(stack, { front: '#c9ced6', top: '#e6e9ee', left: '#a9b0ba' }));
  // The fins, seen on the side.
  const fins = [];
  for (let z = 8; z < H - 48; z += 7) fins.push(rect(0, z, D, 2, { fill: '#8a929d' }));
  out.push(cam.on('left', stack, fins));
  // Heat pipes through the top.
  const pipes = [];
  for (let i = 0; i < 4; i++) pipes.push(circle(28 + i * 28, D / 2, 7, { fill: '#c98a4b', stroke: '#8d5a2c', strokeWidth: 2 }));
  out.push(cam.on('top', stack, pipes));
  // The fan across the front, in its frame.
  const frame = [rr(0, 6, W, H - 52, 10, { fill: s.body })];
  frame.push(fan(ctx, W / 2, (H - 40) / 2, W * 0.44, { body: s.body, accent: s.accent, blades: 9 }));
  out.push(cam.on('front', stack, frame));
  if (s.rgb) out.push(cam.on('top', stack, rect(4, 2, W - 8, 4, { fill: s.accent })));
  return g(out);
}

function drawLiquidCooler(ctx, s, { cx, cy, scale }) {
  const L = 120 * s.fans + 40;
  const rad = { x0: 0, x1: L, y0: 60, y1: 90, z0: 80, z1: 230 };
  const pump = { x0: L * 0.35, x1: L * 0.35 + 80, y0: 0, y1: 80, z0: 0, z1: 50 };
  const cam = fitCam({ yaw: 22, pitch: 22 }, [...Cam.corners(rad), ...Cam.corners(pump)], cx, cy, 560 * scale, 420 * scale);
  const out = [cam.shadow(ctx, { ...rad, z0: 0 }, { blur: 16 * scale, dy: 8 * scale, opacity: 0.26 })];
  out.push(cam.box(rad, { front: s.body, top: shade(s.body, 0.18), left: shade(s.body, -0.2) }));
  const fans = [];
  for (let i = 0; i < s.fans; i++) fans.push(fan(ctx, 20 + 60 + i * 120, 75, 52, { body: s.body, accent: s.accent, blades: 9 }));
  out.push(cam.on('front', rad, fans));
  // Tubes from the radiator down to the pump.
  for (const dx of [20, 50]) {
    const [x0, y0] = cam.P(L * 0.35 + dx, 70, 90);
    const [x1, y1] = cam.P(L * 0.35 + dx, 40, 48);
    out.push(`<path d="M${x0},${y0}C${x0},${y0 + 40 * scale} ${x1},${y1 - 30 * scale} ${x1},${y1}" fill="none" stroke="${dark(s.body)}" stroke-width="${14 * scale}" stroke-linecap="round"/>`);
  }
  out.push(solid(cam, pump, s.body));
  out.push(cam.on('top', pump, [circle(40, 40, 30, { fill: 'none', stroke: s.accent, strokeWidth: 4 }), circle(40, 40, 10, { fill: s.accent, opacity: 0.7 })]));
  return g(out);
}
