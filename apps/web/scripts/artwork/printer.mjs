/** Printers: an inkjet all-in-one, a compact mono laser and a larger colour laser. */
import { Cam, circle, fitCam, g, path, poly, rect, rr, shade, text, f } from './lib.mjs';

/** A printed page: photo blocks for colour, text lines for mono. */
function page(w, h, colour) {
  const out = [rect(0, 0, w, h, { fill: '#ffffff' })];
  if (colour) {
    out.push(rect(w * 0.1, h * 0.1, w * 0.8, h * 0.38, { fill: '#8fd3ff' }));
    out.push(path(`M${f(w * 0.1)},${f(h * 0.48)}L${f(w * 0.35)},${f(h * 0.24)}L${f(w * 0.52)},${f(h * 0.38)}L${f(w * 0.64)},${f(h * 0.3)}L${f(w * 0.9)},${f(h * 0.48)}Z`, { fill: '#2f9e6e' }));
    out.push(circle(w * 0.74, h * 0.2, h * 0.06, { fill: '#ffc43d' }));
    for (let i = 0; i < 4; i++) out.push(rect(w * 0.1, h * (0.58 + i * 0.08), w * (i === 3 ? 0.45 : 0.8), h * 0.03, { fill: '#c3c9d2' }));
  } else {
    out.push(rect(w * 0.1, h * 0.1, w * 0.4, h * 0.06, { fill: '#3a4049' }));
    for (let i = 0; i < 8; i++) out.push(rect(w * 0.1, h * (0.24 + i * 0.08), w * (i % 3 === 2 ? 0.55 : 0.8), h * 0.03, { fill: '#aab1bb' }));
  }
  return out.join('');
}

function inkjet(ctx, s, o) {
  const L = 460;
  const D = 320;
  const H = 150;
  const body = s.body;
  const pts = Cam.corners({ x0: 0, x1: L, y0: -80, y1: D + 60, z0: 0, z1: H + 130 });
  const cam = fitCam({ yaw: 24, pitch: 26 }, pts, o.cx, o.cy, 560 * o.scale, 420 * o.scale);
  const out = [cam.shadow(ctx, { x0: 0, x1: L, y0: 0, y1: D, z0: 0 }, { blur: 18 * o.scale, dy: 12 * o.scale, opacity: 0.3 })];

  // Paper support and sheets at the back.
  const sheetPts = (y, z, dx = 0) => [cam.P(70 + dx, y, z), cam.P(L - 70 - dx, y, z), cam.P(L - 70 - dx, y + 60, z + 120), cam.P(70 + dx, y + 60, z + 120)];
  out.push(path(poly(sheetPts(D - 26, H + 10)), { fill: shade(body, -0.2) }));
  out.push(path(poly(sheetPts(D - 34, H + 8, 20).map(([x, y]) => [x, y + 6])), { fill: '#ffffff' }));
  out.push(path(poly(sheetPts(D - 40, H + 6, 24).map(([x, y]) => [x, y + 10])), { fill: '#f3f4f6' }));

  // Body.
  const b = { x0: 0, x1: L, y0: 0, y1: D, z0: 0, z1: H };
  out.push(cam.box(b, { front: shade(body, -0.05), top: shade(body, 0.3), left: shade(body, -0.18) }));
  // Scanner lid.
  const lid = { x0: 6, x1: L - 6, y0: 8, y1: D - 20, z0: H, z1: H + 14 };
  const lidC = s.lid ?? body;
  out.push(cam.box(lid, { front: shade(lidC, -0.15), top: shade(lidC, 0.1), left: shade(lidC, -0.28) }));
  out.push(
    cam.on('top', lid, [
      rect(0, 0, lid.x1 - lid.x0, lid.y1 - lid.y0, { fill: ctx.linear([[0, '#ffffff', 0.45], [1, '#ffffff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 }) }),
      rect(0, lid.y1 - lid.y0 - 26, lid.x1 - lid.x0, 4, { fill: s.accent, opacity: 0.9 }),
      text(24, 40, s.brand.toUpperCase(), { fontSize: 18, fontWeight: 700, letterSpacing: 4, fill: shade(lidC, -0.55) }),
    ]),
  );

  const fr = [];
  // Ink tank window with four colours.
  const inks = ['#1f2328', '#1fb6e6', '#e6358f', '#f5c72c'];
  fr.push(rr(22, 26, 96, 64, 6, { fill: shade(body, -0.35) }));
  inks.forEach((c, i) => {
    fr.push(rr(30 + i * 22, 34, 16, 48, 3, { fill: '#ffffff', opacity: 0.25 }));
    fr.push(rr(30 + i * 22, 34 + 14 + i * 4, 16, 34 - i * 4, 3, { fill: c }));
  });
  // Output slot.
  fr.push(rr(150, 56, 280, 20, 6, { fill: '#22262d' }));
  // Control strip.
  fr.push(rr(150, 22, 120, 20, 5, { fill: '#2a2f37' }));
  fr.push(rect(158, 27, 44, 10, { fill: s.accent, opacity: 0.9 }));
  for (let i = 0; i < 3; i++) fr.push(circle(220 + i * 16, 32, 4.5, { fill: '#cfd5dd' }));
  fr.push(circle(L - 30, 32, 6, { fill: s.accent }));
  // Front edge line.
  fr.push(rect(0, H - 30, L, 2, { fill: shade(body, -0.2) }));
  out.push(cam.on('front', b, fr));

  // Output tray with a printed page.
  const tray = { x0: 160, x1: 420, y0: -70, y1: 0, z0: H - 76 - 4, z1: H - 76 };
  out.push(cam.box(tray, { front: shade(body, -0.2), top: shade(body, -0.1), left: shade(body, -0.3) }));
  const sheet = { x0: 180, x1: 400, y0: -58, y1: 0, z0: tray.z1, z1: tray.z1 + 1 };
  out.push(cam.on('top', sheet, page(sheet.x1 - sheet.x0, sheet.y1 - sheet.y0, true)));
  return out.join('');
}

function laser(ctx, s, o) {
  const colour = s.colour ?? false;
  const L = colour ? 470 : 420;
  const D = colour ? 420 : 380;
  const H = colour ? 300 : 250;
  const body = s.body;
  const pts = Cam.corners({ x0: 0, x1: L, y0: -10, y1: D, z0: 0, z1: H + 40 });
  const cam = fitCam({ yaw: 26, pitch: 28 }, pts, o.cx, o.cy + 6 * o.scale, 520 * o.scale, 440 * o.scale);
  const out = [cam.shadow(ctx, { x0: 0, x1: L, y0: 0, y1: D, z0: 0 }, { blur: 18 * o.scale, dy: 12 * o.scale, opacity: 0.32 })];
  const base = s.base ?? body;
  const trayH = colour ? 80 : 66;
  const lower = { x0: 0, x1: L, y0: 0, y1: D, z0: 0, z1: trayH };
  const upper = { x0: 0, x1: L, y0: 0, y1: D, z0: trayH, z1: H };
  out.push(cam.box(lower, { front: shade(base, -0.08), left: shade(base, -0.24) }));
  out.push(cam.box(upper, { front: shade(body, -0.04), top: shade(body, 0.22), left: shade(body, -0.2) }));

  // Paper drawer.
  out.push(
    cam.on('front', lower, [
      rect(0, 0, L, 3, { fill: '#000', opacity: 0.25 }),
      rr(L / 2 - 60, trayH * 0.4, 120, 12, 6, { fill: shade(base, -0.35) }),
      rect(18, trayH - 8, L - 36, 2, { fill: '#000', opacity: 0.12 }),
    ]),
  );
  // Front door, vents and branding.
  const fr = [];
  const UH = H - trayH;
  fr.push(rect(14, 14, L - 28, UH - 28, { fill: 'none', stroke: shade(body, -0.22), strokeWidth: 2 }));
  fr.push(text(34, UH - 34, s.brand.toUpperCase(), { fontSize: 18, fontWeight: 700, letterSpacing: 4, fill: colour ? shade(body, -0.55) : shade(body, 0.55) }));
  fr.push(text(34, UH - 16, s.model, { fontSize: 11, letterSpacing: 2, fill: colour ? shade(body, -0.4) : shade(body, 0.4) }));
  if (colour) {
    ['#1fb6e6', '#e6358f', '#f5c72c', '#1f2328'].forEach((c, i) => fr.push(rect(L - 120 + i * 22, UH - 30, 16, 6, { fill: c })));
  } else {
    for (let i = 0; i < 6; i++) fr.push(rect(L - 140 + i * 18, UH - 36, 10, 20, { fill: shade(body, -0.3) }));
  }
  fr.push(rect(14, 44, L - 28, 3, { fill: s.accent, opacity: colour ? 0.9 : 1 }));
  out.push(cam.on('front', upper, fr));
  // Side vents.
  const side = [];
  for (let i = 0; i < 7; i++) side.push(rr(D - 120 + i * 14, 40, 7, 80, 3, { fill: shade(body, -0.38) }));
  out.push(cam.on('left', upper, side));

  // Output bin recessed into the top, with a page.
  const tp = [];
  const inset = 40;
  tp.push(rr(inset, 30, L - 2 * inset, D * 0.62, 10, { fill: shade(body, colour ? 0.02 : -0.2) }));
  tp.push(rect(inset, 30, L - 2 * inset, 10, { fill: '#000', opacity: 0.12 }));
  out.push(cam.on('top', upper, tp));
  const pg = { x0: L / 2 - 120, x1: L / 2 + 120, y0: D - 30 - D * 0.6, y1: D - 46, z0: H, z1: H + 1 };
  out.push(cam.on('top', pg, page(pg.x1 - pg.x0, pg.y1 - pg.y0, colour)));

  // Control panel at the front right.
  if (colour) {
    const panel = { x0: L - 200, x1: L - 30, y0: 6, y1: 70, z0: H, z1: H + 22 };
    out.push(cam.box(panel, { front: '#23272e', top: '#2b3038', left: '#1a1d22' }));
    const screen = [rr(8, 8, panel.x1 - panel.x0 - 16, panel.y1 - panel.y0 - 16, 4, { fill: ctx.linear([[0, s.accent], [1, shade(s.accent, -0.4)]], { x1: 0, y1: 0, x2: 1, y2: 1 }) })];
    for (let i = 0; i < 4; i++) screen.push(rr(20 + i * 34, 20, 24, 24, 5, { fill: '#ffffff', opacity: 0.85 - i * 0.12 }));
    out.push(cam.on('top', panel, screen));
  } else {
    const panel = [];
    panel.push(rr(L - 170, D - 60, 130, 44, 6, { fill: '#1a1d22' }));
    panel.push(rect(L - 162, D - 52, 60, 26, { fill: s.accent, opacity: 0.85 }));
    for (let i = 0; i < 3; i++) panel.push(circle(L - 86 + i * 16, D - 38, 5, { fill: shade(body, 0.3) }));
    out.push(cam.on('top', upper, panel));
  }
  return out.join('');
}

export function drawPrinter(ctx, s, opts = {}) {
  const o = { cx: 400, cy: 300, scale: 1, ...opts };
  return g(s.kind === 'inkjet' ? inkjet(ctx, s, o) : laser(ctx, s, o));
}
