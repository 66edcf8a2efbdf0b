/** SSDs: a bare M.2 2280 stick, a 2.5" SATA drive, or an M.2 stick under a finned heatsink. */
import { Cam, g, path, rect, rr, rrPath, shade, text, f } from './lib.mjs';

function m2Board(ctx, cam, s, { L, W, label = true }) {
  const out = [];
  const pcbC = s.pcb ?? '#1b1f26';
  // PCB outline with the screw half-moon on the right and the M-key notch in the fingers.
  const notchV = W * 0.28;
  const outline =
    `M0,${f(-W / 2)}H${f(L - 10)}V${f(-9)}A9,9 0 0 0 ${f(L - 10)},9V${f(W / 2)}H0` +
    `V${f(W / 2 - notchV + 4)}H12V${f(W / 2 - notchV - 4)}H0Z`;
  out.push(cam.extrude(outline, 0, 5, { side: shade(pcbC, -0.35), top: pcbC }));
  const top = [];
  // Gold fingers.
  for (let v = -W / 2 + 5; v < W / 2 - 4; v += 5.2) {
    if (Math.abs(v - (W / 2 - notchV)) < 7) continue;
    top.push(rect(1, v, 22, 3, { fill: '#ddb04b' }));
  }
  // Components: controller, DRAM and two NAND packages.
  // A short stick (2230, 2242) carries only the packages that fit on it.
  const chips = [[44, -W / 2 + 16, 62, 62, 3, '#2a2f37'], [116, -W / 2 + 22, 34, 50, 2, '#23272e'], [170, -W / 2 + 10, 120, W - 20, 3, '#20242b'], [304, -W / 2 + 10, 120, W - 20, 3, '#20242b']];
  for (const [u, v, w, d, r, fill] of chips) if (u + w <= L - 30) top.push(rr(u, v, w, d, r, { fill }));
  for (let u = 30; u < L - 40; u += 17) top.push(rect(u, W / 2 - 8, 6, 4, { fill: '#b6a27c', opacity: 0.8 }));
  top.push(path(`M${f(L - 26)},${f(-W / 2 + 10)}h10v10h-10Z`, { fill: '#b6a27c', opacity: 0.7 }));
  out.push(g(top, { transform: cam.plane(5) }));
  if (label) {
    // Label sticker over the NAND, raised a hair.
    const lb = [];
    const short = L < 300;
    const lx = short ? 40 : 156;
    const lw = L - lx - 34;
    lb.push(rr(lx, -W / 2 + 7, lw, W - 14, 4, { fill: s.label ?? '#14171c' }));
    lb.push(path(`M${f(lx + lw * 0.74)},${f(-W / 2 + 7)}H${f(lx + lw - 4)}Q${f(lx + lw)},${f(-W / 2 + 7)} ${f(lx + lw)},${f(-W / 2 + 11)}V${f(W / 2 - 11)}Q${f(lx + lw)},${f(W / 2 - 7)} ${f(lx + lw - 4)},${f(W / 2 - 7)}H${f(lx + lw * 0.66)}Z`, { fill: s.accent }));
    if (short) {
      // Brand, capacity and spec stacked, as the label is narrow.
      lb.push(text(lx + 10, -18, s.brand.toUpperCase(), { fontSize: 13, fontWeight: 700, letterSpacing: 1.5, fill: '#ffffff' }));
      lb.push(text(lx + 10, 10, s.capacity, { fontSize: 22, fontWeight: 700, fill: '#ffffff' }));
      lb.push(text(lx + 10, 28, s.spec, { fontSize: 8, letterSpacing: 1, fill: '#ffffff', opacity: 0.75 }));
    } else {
      lb.push(text(lx + 16, -6, s.brand.toUpperCase(), { fontSize: 16, fontWeight: 700, letterSpacing: 2, fill: '#ffffff' }));
      lb.push(text(lx + 16, 16, s.spec, { fontSize: 11, letterSpacing: 1.5, fill: '#ffffff', opacity: 0.7 }));
      lb.push(text(lx + lw - 12, 9, s.capacity, { fontSize: 24, fontWeight: 700, textAnchor: 'end', fill: '#ffffff' }));
      lb.push(rect(lx + 16, 26, 70, 6, { fill: '#ffffff', opacity: 0.25 }));
    }
    out.push(g(lb, { transform: cam.plane(6) }));
  }
  return out.join('');
}

function m2(ctx, s, { cx, cy, scale }) {
  const L = ((s.length ?? 80) / 80) * 460; // M.2 2280 by default; 2230 and 2242 are shorter
  const W = 100;
  const cam = new Cam({ yaw: 26, pitch: 48, scale: scale * 1.42 });
  cam.centre(Cam.corners({ x0: 0, x1: L, y0: -W / 2, y1: W / 2, z0: 0, z1: 6 }), cx, cy);
  return [
    cam.shadow(ctx, { x0: 0, x1: L, y0: -W / 2, y1: W / 2, z0: 0 }, { blur: 12 * scale, dy: 10 * scale, opacity: 0.28 }),
    m2Board(ctx, cam, s, { L, W }),
  ].join('');
}

function heatsink(ctx, s, { cx, cy, scale }) {
  const L = 460;
  const W = 100;
  const cam = new Cam({ yaw: 26, pitch: 40, scale: scale * 1.25 });
  cam.centre(Cam.corners({ x0: 0, x1: L, y0: -W / 2, y1: W / 2, z0: 0, z1: 60 }), cx, cy);
  const body = s.body;
  const out = [cam.shadow(ctx, { x0: 0, x1: L, y0: -W / 2, y1: W / 2, z0: 0 }, { blur: 14 * scale, dy: 10 * scale, opacity: 0.3 })];
  out.push(m2Board(ctx, cam, s, { L, W, label: false }));
  // Base plate.
  const base = { x0: 34, x1: L - 24, y0: -W / 2 - 2, y1: W / 2 + 2, z0: 5, z1: 16 };
  out.push(cam.box(base, { front: shade(body, -0.2), top: shade(body, 0.1), left: shade(body, -0.35) }));
  out.push(cam.on('front', base, rect(0, 4, base.x1 - base.x0, 2.5, { fill: s.accent })));
  // Fins, back to front.
  const fins = 9;
  const pitch = (W + 4) / fins;
  for (let i = fins - 1; i >= 0; i--) {
    const y0 = -W / 2 - 2 + i * pitch;
    const fin = { x0: 40, x1: L - 30, y0, y1: y0 + pitch * 0.42, z0: 16, z1: 52 };
    const edge = i === 0 ? s.accent : shade(body, 0.28);
    out.push(cam.box(fin, { front: shade(body, -0.08), top: edge, left: shade(body, -0.3) }));
  }
  // Brand plate across the fins.
  const plate = { x0: 150, x1: 330, y0: -W / 2 - 2, y1: W / 2 + 2, z0: 52, z1: 58 };
  out.push(cam.box(plate, { front: shade(body, -0.25), top: shade(body, 0.05), left: shade(body, -0.4) }));
  out.push(
    cam.on('top', plate, [
      rect(10, 10, plate.x1 - plate.x0 - 20, 3, { fill: s.accent }),
      text(14, 44, s.brand.toUpperCase(), { fontSize: 20, fontWeight: 700, letterSpacing: 3, fill: '#ffffff' }),
      text(plate.x1 - plate.x0 - 12, 82, s.capacity, { fontSize: 24, fontWeight: 700, textAnchor: 'end', fill: '#ffffff' }),
      text(14, 82, s.gen ?? 'GEN5', { fontSize: 13, fontWeight: 700, letterSpacing: 2, fill: s.accent }),
    ]),
  );
  return out.join('');
}

function sata(ctx, s, { cx, cy, scale }) {
  const L = 400;
  const W = 280;
  const T = 28;
  const cam = new Cam({ yaw: 24, pitch: 42, scale: scale * 1.08 });
  const b = { x0: 0, x1: L, y0: 0, y1: W, z0: 0, z1: T };
  cam.centre(Cam.corners(b), cx, cy);
  const body = s.body;
  const out = [cam.shadow(ctx, b, { blur: 16 * scale, dy: 12 * scale, opacity: 0.3 })];
  const shell = rrPath(0, -W, L, W, 14);
  const sideGrad = ctx.linear([[0, shade(body, -0.4)], [1, shade(body, -0.15)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  out.push(cam.extrude(shell, 0, T, { side: sideGrad, top: body }));
  // Seam between the two halves of the shell.
  out.push(path(shell, { fill: 'none', stroke: shade(body, -0.5), strokeWidth: 1.2, transform: cam.plane(T * 0.45) }));
  // Connectors on the left end face: SATA data and power, seen on the nearest short side.
  const end = { x0: 0, x1: 0, y0: 0, y1: W, z0: 0, z1: T };
  out.push(
    cam.on('left', end, [
      rr(W * 0.16, T * 0.3, W * 0.3, T * 0.4, 2, { fill: '#121418' }),
      rr(W * 0.52, T * 0.3, W * 0.18, T * 0.4, 2, { fill: '#121418' }),
      rect(W * 0.18, T * 0.45, W * 0.26, 2, { fill: '#d2a544' }),
      rect(W * 0.54, T * 0.45, W * 0.14, 2, { fill: '#d2a544' }),
    ]),
  );
  // Label on the top.
  const top = [];
  top.push(rr(18, -W + 18, L - 36, W - 36, 8, { fill: shade(body, -0.04) }));
  top.push(path(`M18,${f(-W + 130)}V${f(-W + 26)}Q18,${f(-W + 18)} 26,${f(-W + 18)}H${f(L - 26)}Q${f(L - 18)},${f(-W + 18)} ${f(L - 18)},${f(-W + 26)}V${f(-W + 70)}Z`, { fill: s.accent }));
  top.push(text(40, -104, s.brand.toUpperCase(), { fontSize: 30, fontWeight: 700, letterSpacing: 5, fill: shade(body, -0.78) }));
  top.push(text(40, -78, s.spec, { fontSize: 14, letterSpacing: 2, fill: shade(body, -0.6) }));
  top.push(text(L - 40, -40, s.capacity, { fontSize: 44, fontWeight: 700, textAnchor: 'end', fill: shade(body, -0.78) }));
  top.push(rect(40, -58, 110, 3, { fill: s.accent }));
  out.push(g(top, { transform: cam.plane(T) }));
  return out.join('');
}

export function drawSsd(ctx, s, opts = {}) {
  const o = { cx: 400, cy: 300, scale: 1, ...opts };
  const fn = s.form === 'sata' ? sata : s.form === 'heatsink' ? heatsink : m2;
  return g(fn(ctx, s, o));
}
