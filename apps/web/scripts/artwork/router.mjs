/** Wi-Fi routers: a flat body with blade antennas hinged on its edges. */
import { Cam, circle, fitCam, g, line, path, rrPath, shade, f } from './lib.mjs';

function octagon(L, D, c) {
  return `M${f(c)},0H${f(L - c)}L${f(L)},${f(c)}V${f(D - c)}L${f(L - c)},${f(D)}H${f(c)}L0,${f(D - c)}V${f(c)}Z`;
}

export function drawRouter(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const L = s.L ?? 400;
  const D = s.D ?? 250;
  const H = s.H ?? 46;
  const A = s.antennaLength ?? 190;
  const body = s.body;
  const pts = Cam.corners({ x0: -40, x1: L + 40, y0: 0, y1: D + 30, z0: 0, z1: H + A });
  const cam = fitCam({ yaw: 22, pitch: 30 }, pts, cx, cy + 10 * scale, 560 * scale, 440 * scale);
  const out = [cam.shadow(ctx, { x0: 0, x1: L, y0: 0, y1: D, z0: 0 }, { blur: 16 * scale, dy: 10 * scale, opacity: 0.3 })];

  // Body, in plane coordinates: u along the width, v from the back (0) to the front (D).
  const shape = s.shape === 'octagon' ? octagon(L, D, 60) : rrPath(0, 0, L, D, s.radius ?? 22);
  const toWorld = (u, v) => [u, D - v];
  const side = ctx.linear([[0, shade(body, -0.4)], [1, shade(body, -0.12)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const lift = `translate(0 ${f(-D)})`;
  // Feet.
  out.push(path(shape, { fill: shade(body, -0.6), transform: `${cam.plane(0)} ${lift}` }));
  const steps = [];
  const px = Math.abs(H * cam.ez[1]);
  const n = Math.ceil(px / 1.2);
  for (let i = 0; i <= n; i++) steps.push(path(shape, { fill: side, transform: `${cam.plane(4 + ((H - 4) * i) / n)} ${lift}` }));
  out.push(g(steps));
  const topFill = ctx.linear([[0, shade(body, s.light ? 0.4 : 0.14)], [1, shade(body, s.light ? 0.05 : -0.04)]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  const top = [path(shape, { fill: topFill })];

  // Top decoration.
  if (s.top === 'grooves') {
    for (let k = -D; k < L; k += 22) {
      top.push(path(`M${f(k)},${f(D)}L${f(k + D * 0.6)},0`, { stroke: shade(body, -0.35), strokeWidth: 3, fill: 'none', clipPath: ctx.clip(path(rrPath(40, 34, L - 80, D - 68, 12))) }));
    }
    top.push(path(rrPath(40, 34, L - 80, D - 68, 12), { fill: 'none', stroke: shade(body, 0.2), strokeWidth: 1.5 }));
  } else if (s.top === 'dots') {
    for (let v = 40; v < D - 30; v += 16) {
      for (let u = 40 + ((v / 16) % 2) * 8; u < L - 40; u += 16) top.push(circle(u, v, 3, { fill: shade(body, -0.18) }));
    }
    top.push(circle(L / 2, D / 2, 34, { fill: body }));
    top.push(circle(L / 2, D / 2, 26, { fill: 'none', stroke: s.accent, strokeWidth: 5 }));
  } else if (s.top === 'core') {
    top.push(path(octagon(L - 160, D - 110, 36), { fill: shade(body, -0.25), transform: 'translate(80 55)' }));
    for (let k = 0; k < 4; k++) {
      top.push(path(`M${f(100 + k * 14)},70L${f(60 + k * 14)},${f(D / 2)}L${f(100 + k * 14)},${f(D - 70)}`, { fill: 'none', stroke: s.accent, strokeOpacity: 0.25 + k * 0.12, strokeWidth: 3 }));
      top.push(path(`M${f(L - 100 - k * 14)},70L${f(L - 60 - k * 14)},${f(D / 2)}L${f(L - 100 - k * 14)},${f(D - 70)}`, { fill: 'none', stroke: s.accent, strokeOpacity: 0.25 + k * 0.12, strokeWidth: 3 }));
    }
  }
  out.push(g(top, { transform: `${cam.plane(H)} ${lift}` }));

  if (s.top === 'core') {
    // Raised glowing centre with the brand mark.
    const core = `M${f(L / 2 - 70)},${f(D / 2 - 40)}H${f(L / 2 + 70)}L${f(L / 2 + 90)},${f(D / 2)}L${f(L / 2 + 70)},${f(D / 2 + 40)}H${f(L / 2 - 70)}L${f(L / 2 - 90)},${f(D / 2)}Z`;
    const coreSteps = [];
    for (let i = 0; i <= 8; i++) coreSteps.push(path(core, { fill: shade(body, -0.45), transform: `${cam.plane(H + i * 1.5)} ${lift}` }));
    out.push(g(coreSteps));
    out.push(path(core, { fill: s.accent, opacity: 0.55, filter: ctx.blur(10 * scale), transform: `${cam.plane(H + 12)} ${lift}` }));
    out.push(path(core, { fill: shade(body, 0.08), stroke: s.accent, strokeWidth: 3, transform: `${cam.plane(H + 12)} ${lift}` }));
    out.push(path(`M${f(L / 2 - 24)},${f(D / 2 - 12)}L${f(L / 2)},${f(D / 2 + 14)}L${f(L / 2 + 24)},${f(D / 2 - 12)}`, { fill: 'none', stroke: s.accent, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round', transform: `${cam.plane(H + 12)} ${lift}` }));
  }

  // Status LEDs along the front edge.
  const leds = s.leds ?? 6;
  for (let i = 0; i < leds; i++) {
    const u = L / 2 - ((leds - 1) * 20) / 2 + i * 20;
    const [x, y] = cam.P(...toWorld(u, D), H * 0.55);
    out.push(circle(x, y, 6 * scale, { fill: s.led, opacity: 0.35, filter: ctx.blur(3 * scale) }));
    out.push(circle(x, y, 2.6 * scale, { fill: s.led }));
  }

  // Antennas, far ones first.
  const ants = s.antennas.map(([u, v, tu, tv]) => {
    const [x, y] = toWorld(u, v);
    return { x, y, dx: tu, dy: -tv, dep: x * 0.37 + y * 0.93 };
  });
  ants.sort((a, b) => b.dep - a.dep);
  const w = (s.antennaWidth ?? 22) * cam.ex[0];
  for (const a of ants) {
    const [x0, y0] = cam.P(a.x, a.y, H - 6);
    const [x1, y1] = cam.P(a.x + a.dx, a.y + a.dy, H + A);
    out.push(circle(x0, y0, w * 0.62, { fill: shade(s.antenna, -0.4) }));
    out.push(line(x0, y0 - w * 0.4, x1, y1, { stroke: s.antenna, strokeWidth: w, strokeLinecap: 'round' }));
    out.push(line(x0 - w * 0.22, y0 - w * 0.4, x1 - w * 0.22, y1, { stroke: shade(s.antenna, s.light ? 0.6 : 0.22), strokeWidth: w * 0.32, strokeLinecap: 'round' }));
    if (s.tips) out.push(line(x0, y0 - w * 0.8, x0 + (x1 - x0) * 0.04, y0 - w * 0.8 + (y1 - y0 + w * 0.8) * 0.04, { stroke: s.accent, strokeWidth: w, strokeLinecap: 'butt' }));
  }
  return g(out);
}
