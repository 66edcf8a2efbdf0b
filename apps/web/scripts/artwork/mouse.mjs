/** Mice: an extruded base with a stacked, shaded dome; details are placed on the dome surface. */
import { Cam, circle, g, line, mix, path, rr, shade, f } from './lib.mjs';

const OUTLINE = {
  sym: 'M0,-128C36,-128 54,-108 57,-64C60,-20 68,30 64,72C58,110 30,122 0,122C-30,122 -58,110 -64,72C-68,30 -60,-20 -57,-64C-54,-108 -36,-128 0,-128Z',
  ergo: 'M4,-128C42,-128 58,-108 61,-64C64,-20 74,30 70,72C64,110 34,124 2,124C-32,124 -62,110 -66,74C-70,44 -56,10 -63,-22C-69,-62 -52,-122 4,-128Z',
};

export function drawMouse(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const cam = new Cam({ yaw: 32, pitch: 50, scale: scale * 1.7 });
  const zBase = 16;
  const Hd = s.hump ?? 38;
  cam.centre(Cam.corners({ x0: -70, x1: 70, y0: -124, y1: 128, z0: 0, z1: zBase + Hd }), cx + 10 * scale, cy + 8 * scale);
  const outline = OUTLINE[s.shape ?? 'sym'];
  const c = [0, 30];
  const a = 64;
  const bF = c[1] + 128;
  const bB = 122 - c[1];
  const level = (u, v) => Math.sqrt((u / a) ** 2 + ((v - c[1]) / (v < c[1] ? bF : bB)) ** 2);
  const height = (u, v) => zBase + Hd * Math.sqrt(Math.max(0, 1 - level(u, v) ** 2));
  const S = (u, v, dz = 0) => cam.P(u, -v, height(u, v) + dz);

  const body = s.body;
  const out = [];
  out.push(cam.shadow(ctx, { x0: -64, x1: 64, y0: -122, y1: 126, z0: 0 }, { blur: 12 * scale, dy: 8 * scale, opacity: 0.34 }));

  // Cable, fading out as it leaves the frame.
  if (s.cable) {
    const cable = 'M0,-126C0,-180 60,-190 44,-250C34,-290 60,-310 76,-330';
    const fade = ctx.linear([[0, s.cable, 1], [0.5, s.cable, 0.9], [1, s.cable, 0]], { x1: 0, y1: -126, x2: 0, y2: -330, units: 'userSpaceOnUse' });
    out.push(path(cable, { fill: 'none', stroke: fade, strokeWidth: 6, strokeLinecap: 'round', transform: cam.plane(6) }));
  }

  // Feet / base and sides.
  const sideGrad = ctx.linear([[0, shade(body, -0.45)], [1, shade(body, -0.15)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  out.push(path(outline, { fill: shade(body, -0.6), transform: cam.plane(0) }));
  out.push(cam.extrude(outline, 1, zBase, { side: sideGrad, top: shade(body, -0.05) }));
  if (s.strip) {
    out.push(path(outline, { fill: 'none', stroke: s.accent, strokeWidth: 3, transform: cam.plane(zBase - 5) }));
    out.push(path(outline, { fill: 'none', stroke: s.accent, strokeWidth: 10, strokeOpacity: 0.35, filter: ctx.blur(5), transform: cam.plane(zBase - 5) }));
  }

  // The dome: stacked shrinking copies, lighter towards the top.
  const N = 30;
  const lo = shade(body, -0.12);
  const hi = shade(body, s.light ? 0.5 : 0.28);
  const dome = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const k = Math.sqrt(1 - t * t * 0.985);
    const z = zBase + Hd * t;
    const tr = `${cam.plane(z)} translate(${f(c[0])} ${f(c[1])}) scale(${f(k)}) translate(${f(-c[0])} ${f(-c[1])})`;
    dome.push(path(outline, { fill: mix(lo, hi, Math.pow(t, 0.8)), transform: tr }));
  }
  out.push(g(dome));

  // Surface details: button split, button seams, wheel, logo or honeycomb.
  const poly = (pts, o) => path(`M${pts.map(([u, v]) => S(u, v, 0.3).map(f).join(',')).join('L')}`, { fill: 'none', ...o });
  const seam = { stroke: shade(body, s.light ? -0.35 : -0.55), strokeWidth: 1.6, strokeLinecap: 'round' };
  const split = [];
  for (let v = -126; v <= -30; v += 4) split.push([0, v]);
  out.push(poly(split, seam));
  const seamL = [];
  const seamR = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    seamL.push([-58 + 46 * t, -20 - 16 * Math.sin(t * Math.PI * 0.5)]);
    seamR.push([58 - 46 * t, -20 - 16 * Math.sin(t * Math.PI * 0.5)]);
  }
  out.push(poly(seamL, seam), poly(seamR, seam));

  if (s.honeycomb) {
    const holes = [];
    const r = 7.5;
    for (let row = 0; row < 15; row++) {
      for (let col = -5; col <= 5; col++) {
        const u = col * (r * 2.05) + (row % 2 ? r * 1.02 : 0);
        const v = -6 + row * r * 1.78;
        if (level(u, v) > 0.82 || v > 110) continue;
        const hex = Array.from({ length: 6 }, (_, j) => {
          const ang = (Math.PI / 3) * j + Math.PI / 6;
          return `${f(u + r * 0.78 * Math.cos(ang))},${f(-(v + r * 0.78 * Math.sin(ang)))}`;
        });
        // Place each hole at the dome height under its centre.
        holes.push(path(`M${hex.join('L')}Z`, { fill: shade(body, -0.7), transform: `${cam.plane(height(u, v) + 0.4)} scale(1 -1)` }));
      }
    }
    out.push(g(holes));
  }

  // Scroll wheel in its slot.
  const [w0x, w0y] = S(0, -104, 0);
  const [w1x, w1y] = S(0, -72, 0);
  out.push(line(w0x, w0y, w1x, w1y, { stroke: '#101217', strokeWidth: 13 * scale, strokeLinecap: 'round' }));
  out.push(line(w0x, w0y - 6 * scale, w1x, w1y - 6 * scale, { stroke: s.wheel ?? '#8c939e', strokeWidth: 8 * scale, strokeLinecap: 'round' }));
  out.push(line(w0x, w0y - 7 * scale, w1x, w1y - 7 * scale, { stroke: '#ffffff', strokeOpacity: 0.35, strokeWidth: 2 * scale, strokeDasharray: `${f(2 * scale)} ${f(2.5 * scale)}` }));
  if (s.dpi) {
    const [dx, dy] = S(0, -52, 0);
    out.push(rr(dx - 4 * scale, dy - 5 * scale, 8 * scale, 10 * scale, 3 * scale, { fill: s.accent }));
  }

  if (s.logo) {
    const [lx, ly] = S(0, 62, 0);
    out.push(circle(lx, ly, 16 * scale, { fill: s.accent, opacity: 0.5, filter: ctx.blur(7 * scale) }));
    out.push(path(`M${f(lx - 9 * scale)},${f(ly - 4 * scale)}L${f(lx)},${f(ly + 6 * scale)}L${f(lx + 9 * scale)},${f(ly - 4 * scale)}`, { fill: 'none', stroke: s.accent, strokeWidth: 3.2 * scale, strokeLinecap: 'round', strokeLinejoin: 'round' }));
  }

  // Thumb buttons on the left flank.
  if (s.sideButtons) {
    for (const [v0, v1] of [[-50, -20], [-14, 16]]) {
      const [x0, y0] = cam.P(-61, -v0, zBase + 6);
      const [x1, y1] = cam.P(-62, -v1, zBase + 6);
      out.push(line(x0, y0, x1, y1, { stroke: shade(body, -0.5), strokeWidth: 9 * scale, strokeLinecap: 'round' }));
      out.push(line(x0, y0 - 1.5 * scale, x1, y1 - 1.5 * scale, { stroke: shade(body, 0.2), strokeWidth: 5 * scale, strokeLinecap: 'round' }));
    }
  }

  // Specular highlight.
  const [hx, hy] = S(-18, 30, 0);
  out.push(circle(hx, hy, 26 * scale, { fill: '#ffffff', opacity: s.light ? 0.5 : 0.16, filter: ctx.blur(12 * scale) }));
  return g(out);
}
