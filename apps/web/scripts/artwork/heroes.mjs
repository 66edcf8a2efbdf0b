/**
 * Hero banners, 1600x900, dark and moody. The subject sits in the right part of the frame and
 * the left 55% stays dark and quiet so white text can be set over it.
 */
import { Cam, circle, g, line, mix, path, poly, rect, rng, rr, shade, text, f } from './lib.mjs';
import { fan } from './gpu.mjs';

const W = 1600;
const H = 900;

/** Darkens the left of the frame for overlaid text. */
function textScrim(ctx, strength = 0.85) {
  return rect(0, 0, W, H, {
    fill: ctx.linear(
      [
        [0, '#03050a', strength],
        [0.38, '#03050a', strength * 0.75],
        [0.6, '#03050a', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  });
}

function vignette(ctx) {
  return rect(0, 0, W, H, { fill: ctx.radial([[0.55, '#000000', 0], [1, '#000000', 0.55]], { cx: 0.6, cy: 0.5, r: 0.8 }) });
}

function dust(ctx, seed, colour, n, x0, x1) {
  const r = rng(seed);
  const out = [];
  const blur = ctx.blur(1.5);
  for (let i = 0; i < n; i++) {
    out.push(circle(x0 + r() * (x1 - x0), r() * H, 1 + r() * 2.5, { fill: colour, opacity: 0.15 + r() * 0.35, filter: blur }));
  }
  return g(out);
}

// ---------------------------------------------------------------------------------------------
// 1. Power supply

export function powerSupply(ctx) {
  const out = [];
  out.push(rect(0, 0, W, H, { fill: ctx.linear([[0, '#07090e'], [1, '#0f1520']], { x1: 0, y1: 0, x2: 1, y2: 1 }) }));
  // Warm key light behind the unit and a cool fill from below.
  out.push(circle(1180, 330, 620, { fill: ctx.radial([[0, '#ff8a3d', 0.32], [0.5, '#ff6a2b', 0.1], [1, '#ff6a2b', 0]]) }));
  out.push(circle(900, 980, 520, { fill: ctx.radial([[0, '#2f7bff', 0.18], [1, '#2f7bff', 0]]) }));
  // Floor.
  out.push(rect(0, 690, W, 210, { fill: ctx.linear([[0, '#0d121b', 0], [0.2, '#0b0f16', 0.9], [1, '#06080c', 1]]) }));
  out.push(rect(0, 688, W, 2, { fill: '#ff8a3d', opacity: 0.08 }));

  const cam = new Cam({ yaw: 30, pitch: 24, scale: 1.75 });
  const b = { x0: 0, x1: 300, y0: 0, y1: 280, z0: 0, z1: 170 };
  cam.centre(Cam.corners(b), 1170, 470);
  const body = '#1b1e24';

  out.push(cam.shadow(ctx, b, { blur: 30, dy: 14, opacity: 0.8, color: '#000000', grow: 10 }));

  // Cables from the modular panel, drawn before the body so they tuck under it.
  const cables = [];
  const cableCols = ['#1f2229', '#22252c', '#1c1f25', '#25282f', '#1f2229'];
  [60, 110, 160, 210, 250].forEach((u, i) => {
    const [sx, sy] = cam.P(u, 0, 60 - (i % 2) * 30);
    const ex = sx - 260 + i * 90;
    const d = `M${f(sx)},${f(sy)}C${f(sx - 10)},${f(sy + 120)} ${f(ex + 80)},${f(760)} ${f(ex)},${f(920)}`;
    // A plug in the socket, then a bundle of sleeved wires.
    cables.push(path(d, { fill: 'none', stroke: '#08090c', strokeWidth: 30, strokeLinecap: 'round', strokeOpacity: 0.6 }));
    for (const k of [-8, 0, 8]) {
      cables.push(path(d, { fill: 'none', stroke: cableCols[i], strokeWidth: 8.5, strokeLinecap: 'round', transform: `translate(${k} 0)` }));
      cables.push(path(d, { fill: 'none', stroke: '#8d96a3', strokeWidth: 1.6, strokeOpacity: 0.35, transform: `translate(${k - 2} 0)` }));
    }
    cables.push(path(d, { fill: 'none', stroke: '#ff9a55', strokeWidth: 2, strokeOpacity: 0.3, transform: 'translate(11 0)' }));
    cables.push(rr(sx - 20, sy - 14, 40, 28, 4, { fill: '#15171c', stroke: '#333842', strokeWidth: 1.5 }));
  });

  out.push(cam.box(b, { front: shade(body, -0.05), top: shade(body, 0.08), left: shade(body, -0.3) }));

  // Side (left face): brand plate and a lit stripe.
  out.push(
    cam.on('left', b, [
      rect(20, 20, 240, 130, { fill: '#16191e', rx: 6 }),
      rect(20, 124, 240, 4, { fill: '#ff8a3d', opacity: 0.85 }),
      text(40, 76, 'KESTREL', { fontSize: 30, fontWeight: 700, letterSpacing: 8, fill: '#d8dde5', opacity: 0.9 }),
      text(40, 106, '850W  FULLY MODULAR  GOLD', { fontSize: 13, letterSpacing: 3, fill: '#8a93a0' }),
    ]),
  );

  // Modular panel (front face): rows of sockets.
  const mp = [rect(14, 14, 272, 142, { rx: 6, fill: '#111317' })];
  const socket = (x, y, w, h, cols, rows) => {
    const s = [rr(x, y, w, h, 3, { fill: '#0a0b0e', stroke: '#2c3038', strokeWidth: 1.5 })];
    for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) s.push(rect(x + 5 + c * ((w - 10) / cols), y + 5 + r * ((h - 10) / rows), (w - 10) / cols - 3, (h - 10) / rows - 3, { fill: '#1c1f25' }));
    return s.join('');
  };
  for (let i = 0; i < 5; i++) mp.push(socket(28 + i * 52, 28, 44, 34, 4, 2));
  for (let i = 0; i < 4; i++) mp.push(socket(28 + i * 64, 78, 56, 30, 5, 2));
  mp.push(socket(28, 118, 110, 26, 6, 2));
  out.push(cam.on('front', b, mp));

  // Top: fan behind a grille.
  const tp = [];
  const R = 118;
  const cx = 150;
  const cy = 140;
  tp.push(circle(cx, cy, R + 8, { fill: '#0b0c0f' }));
  tp.push(fan(ctx, cx, cy, R, { body: '#23262d', accent: '#ff8a3d', blades: 11, ring: false, spin: 12 }));
  for (let r = 24; r <= R + 4; r += 13) tp.push(circle(cx, cy, r, { fill: 'none', stroke: '#4a505b', strokeWidth: 2.4 }));
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 4;
    tp.push(line(cx - Math.cos(a) * (R + 4), cy - Math.sin(a) * (R + 4), cx + Math.cos(a) * (R + 4), cy + Math.sin(a) * (R + 4), { stroke: '#4a505b', strokeWidth: 2.4 }));
  }
  tp.push(circle(cx, cy, 26, { fill: '#1b1e24', stroke: '#ff8a3d', strokeWidth: 2.5 }));
  // Corner screws.
  for (const [x, y] of [[22, 22], [278, 22], [22, 258], [278, 258]]) tp.push(circle(x, y, 5, { fill: '#2a2e36' }));
  out.push(cam.on('top', b, tp));

  // Rim light along the top edges.
  const e1 = [cam.P(0, 280, 170), cam.P(300, 280, 170), cam.P(300, 0, 170)];
  out.push(path(`M${e1.map((p) => p.map(f).join(',')).join('L')}`, { fill: 'none', stroke: '#ffb27a', strokeWidth: 2.5, strokeOpacity: 0.8 }));
  out.push(path(`M${e1.map((p) => p.map(f).join(',')).join('L')}`, { fill: 'none', stroke: '#ff8a3d', strokeWidth: 12, strokeOpacity: 0.35, filter: ctx.blur(8) }));
  out.push(cam.bevel(b, { strokeOpacity: 0.25 }));
  out.push(g(cables));

  out.push(dust(ctx, 7, '#ffb27a', 40, 850, 1600));
  out.push(vignette(ctx));
  out.push(textScrim(ctx));
  return out;
}

// ---------------------------------------------------------------------------------------------
// 2. Departmental computing: minicomputer cabinets and a terminal

function terminal(ctx, cam, x, y, { glow = '#5dff9b' } = {}) {
  const out = [];
  const beige = '#9c9384';
  // Desk-top keyboard.
  const kb = { x0: x - 20, x1: x + 200, y0: y - 110, y1: y - 40, z0: 0, z1: 10 };
  out.push(cam.box(kb, { front: shade(beige, -0.3), top: shade(beige, -0.05), left: shade(beige, -0.4) }));
  const keys = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 14; c++) keys.push(rect(12 + c * 14, 10 + r * 13, 11, 10, { rx: 2, fill: shade(beige, -0.35) }));
  out.push(cam.on('top', kb, keys));
  // Monitor body.
  const mon = { x0: x, x1: x + 180, y0: y, y1: y + 170, z0: 0, z1: 160 };
  out.push(cam.box(mon, { front: shade(beige, -0.12), top: shade(beige, 0.02), left: shade(beige, -0.35) }));
  const scr = [rect(14, 14, 152, 116, { rx: 12, fill: '#0a140d' })];
  scr.push(rect(14, 14, 152, 116, { rx: 12, fill: ctx.radial([[0, glow, 0.35], [1, glow, 0.05]]) }));
  const r = rng(x + y);
  for (let i = 0; i < 8; i++) scr.push(rect(26, 26 + i * 12, 20 + r() * 110, 4, { fill: glow, opacity: 0.85 }));
  scr.push(rect(26, 26 + 8 * 12, 8, 6, { fill: glow }));
  scr.push(rect(14, 140, 60, 6, { fill: shade(beige, -0.3) }));
  out.push(cam.on('front', mon, scr));
  const [gx, gy] = cam.P(x + 90, y, 90);
  out.push(circle(gx, gy + 40, 180, { fill: glow, opacity: 0.16, filter: ctx.blur(50) }));
  return out.join('');
}

function miniCabinet(ctx, cam, x0, kind, r) {
  const out = [];
  const b = { x0, x1: x0 + 150, y0: 0, y1: 170, z0: 0, z1: 420 };
  const body = '#2a2d34';
  out.push(cam.box(b, { front: shade(body, -0.05), top: shade(body, 0.15), left: shade(body, -0.35) }));
  const fr = [rect(6, 6, 138, 408, { fill: '#1c1e23' })];
  // Top trim with a coloured band, like the classic machines.
  fr.push(rect(6, 6, 138, 22, { fill: '#3a3e46' }));
  fr.push(rect(6, 28, 138, 6, { fill: kind === 'tape' ? '#b0407e' : '#8b5fbf' }));
  if (kind === 'panel') {
    // Programmer's console: lamps and two-tone toggle switches.
    fr.push(rect(12, 46, 126, 120, { fill: '#14161a' }));
    for (let i = 0; i < 16; i++) {
      const on = r() > 0.45;
      fr.push(circle(20 + (i % 8) * 15.5, 60 + Math.floor(i / 8) * 16, 3.6, { fill: on ? '#ffb347' : '#3a2d1c' }));
    }
    for (let i = 0; i < 16; i++) {
      const c = Math.floor(i / 3) % 2 ? '#d24f8e' : '#8d5cc4';
      fr.push(rect(15 + (i % 8) * 15.5, 104 + Math.floor(i / 8) * 28, 9, 20, { rx: 2, fill: c }));
    }
    for (let k = 0; k < 6; k++) fr.push(rect(12, 190 + k * 34, 126, 26, { fill: '#202329' }));
  } else if (kind === 'tape') {
    fr.push(rect(12, 46, 126, 200, { rx: 4, fill: '#101216' }));
    for (const [cy, rot] of [[100, 0], [190, 40]]) {
      fr.push(circle(75, cy, 38, { fill: '#2b2f37' }));
      fr.push(circle(75, cy, 30, { fill: '#5b4a3a' }));
      fr.push(circle(75, cy, 12, { fill: '#c9ccd2' }));
      for (let k = 0; k < 3; k++) {
        const a = ((rot + k * 120) * Math.PI) / 180;
        fr.push(circle(75 + Math.cos(a) * 21, cy + Math.sin(a) * 21, 5, { fill: '#2b2f37' }));
      }
    }
    fr.push(rect(12, 46, 126, 200, { rx: 4, fill: '#ffffff', opacity: 0.05 }));
    for (let i = 0; i < 4; i++) fr.push(circle(24 + i * 14, 262, 3.5, { fill: r() > 0.5 ? '#6cff9e' : '#2a3a2f' }));
    for (let k = 0; k < 4; k++) fr.push(rect(12, 280 + k * 32, 126, 24, { fill: '#202329' }));
  } else {
    // Disk pack drive: a top-loading tub with a window.
    fr.push(rect(12, 46, 126, 60, { fill: '#202329' }));
    fr.push(rect(12, 120, 126, 150, { rx: 6, fill: '#15171b' }));
    fr.push(rect(26, 140, 98, 50, { rx: 4, fill: '#0b0c0f', stroke: '#3a3f48', strokeWidth: 2 }));
    for (let i = 0; i < 5; i++) fr.push(line(32, 148 + i * 9, 118, 148 + i * 9, { stroke: '#7d8592', strokeOpacity: 0.6, strokeWidth: 2 }));
    fr.push(circle(40, 220, 6, { fill: '#ff5a4e' }));
    fr.push(circle(60, 220, 6, { fill: r() > 0.5 ? '#6cff9e' : '#2a3a2f' }));
    for (let k = 0; k < 4; k++) fr.push(rect(12, 290 + k * 30, 126, 22, { fill: '#202329' }));
  }
  fr.push(rect(6, 396, 138, 18, { fill: '#14161a' }));
  out.push(cam.on('front', b, fr));
  return out.join('');
}

export function departmental(ctx) {
  const out = [];
  out.push(rect(0, 0, W, H, { fill: ctx.linear([[0, '#060a0c'], [1, '#0c1619']], { x1: 0, y1: 0, x2: 1, y2: 1 }) }));
  // Back wall panels and a window of cool light.
  out.push(circle(1200, 260, 700, { fill: ctx.radial([[0, '#2ec4a6', 0.18], [0.6, '#1a6b7a', 0.06], [1, '#1a6b7a', 0]]) }));
  for (let i = 0; i < 14; i++) out.push(rect(i * 120, 0, 2, 640, { fill: '#ffffff', opacity: 0.025 }));
  // Floor with tiles.
  out.push(rect(0, 640, W, 260, { fill: ctx.linear([[0, '#0e1719'], [1, '#070a0b']]) }));
  for (let i = 0; i < 6; i++) out.push(rect(0, 640 + i * i * 8, W, 1.5, { fill: '#6ee7c8', opacity: 0.05 }));
  for (let i = -10; i < 30; i++) out.push(line(800 + i * 60, 640, 800 + i * 160, 900, { stroke: '#6ee7c8', strokeOpacity: 0.04, strokeWidth: 1.5 }));

  const cam = new Cam({ yaw: 18, pitch: 10, scale: 1.2 });
  cam.centre(Cam.corners({ x0: 0, x1: 620, y0: 0, y1: 170, z0: 0, z1: 420 }), 1250, 360);
  const r = rng(42);
  out.push(cam.shadow(ctx, { x0: 0, x1: 620, y0: 0, y1: 170, z0: 0 }, { blur: 24, dy: 10, opacity: 0.7, color: '#000000' }));
  const kinds = ['panel', 'tape', 'tape', 'disk'];
  // Right to left: the right end is farther from the viewer.
  for (let i = kinds.length - 1; i >= 0; i--) out.push(miniCabinet(ctx, cam, i * 155, kinds[i], r));

  // A terminal on a desk in front, to the left of the cabinets.
  const tcam = new Cam({ yaw: 22, pitch: 14, scale: 0.98 });
  tcam.centre(Cam.corners({ x0: -20, x1: 420, y0: -110, y1: 170, z0: -130, z1: 160 }), 1190, 660);
  // Desk.
  const desk = { x0: -60, x1: 460, y0: -140, y1: 200, z0: -16, z1: 0 };
  const legs = [
    { x0: -50, x1: -34, y0: -130, y1: -114, z0: -300, z1: -16 },
    { x0: 430, x1: 446, y0: -130, y1: -114, z0: -300, z1: -16 },
  ];
  for (const l of legs) out.push(tcam.box(l, { front: '#2a2620', left: '#1c1915' }));
  out.push(tcam.box(desk, { front: '#3a342c', top: '#4a4237', left: '#2a251f' }));
  out.push(terminal(ctx, tcam, 0, 10));
  out.push(terminal(ctx, tcam, 240, 20, { glow: '#ffb347' }));

  out.push(dust(ctx, 11, '#9ff5dc', 30, 900, 1600));
  out.push(vignette(ctx));
  out.push(textScrim(ctx, 0.9));
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. Mainframe: an aisle of cabinets in perspective

class Persp {
  constructor({ f: focal, cx, cy, eye }) {
    this.fl = focal;
    this.cx = cx;
    this.cy = cy;
    this.eye = eye;
  }
  /** World: X right, Y up, Z away from the viewer. */
  P(x, y, z) {
    return [this.cx + (this.fl * x) / z, this.cy - (this.fl * (y - this.eye)) / z];
  }
  quad(pts) {
    return poly(pts.map(([x, y, z]) => this.P(x, y, z)));
  }
}

export function mainframe(ctx) {
  const out = [];
  const vp = [900, 420];
  out.push(rect(0, 0, W, H, { fill: ctx.linear([[0, '#04060b'], [1, '#0a1020']], { x1: 0, y1: 0, x2: 1, y2: 1 }) }));
  out.push(circle(vp[0], vp[1], 520, { fill: ctx.radial([[0, '#5ab0ff', 0.35], [0.35, '#2f6bff', 0.12], [1, '#2f6bff', 0]]) }));
  const cam = new Persp({ f: 900, cx: vp[0], cy: vp[1], eye: 1.6 });

  // Floor tiles and ceiling light strips.
  const floor = [];
  for (let x = -6; x <= 6; x += 0.6) floor.push(path(`M${cam.P(x, 0, 1.2).map(f).join(',')}L${cam.P(x, 0, 60).map(f).join(',')}`, { stroke: '#6fb2ff', strokeOpacity: 0.07, strokeWidth: 1.5 }));
  for (let z = 1.2; z < 60; z *= 1.18) floor.push(path(`M${cam.P(-6, 0, z).map(f).join(',')}L${cam.P(6, 0, z).map(f).join(',')}`, { stroke: '#6fb2ff', strokeOpacity: 0.06, strokeWidth: 1.5 }));
  out.push(g(floor));
  for (let z = 2.2; z < 50; z += 2.4) {
    out.push(path(cam.quad([[-0.5, 3.2, z], [0.5, 3.2, z], [0.5, 3.2, z + 1.2], [-0.5, 3.2, z + 1.2]]), { fill: '#bfe0ff', opacity: Math.max(0.08, 0.7 - z / 60) }));
  }
  out.push(rect(0, 0, W, 260, { fill: ctx.linear([[0, '#02040a', 0.85], [1, '#02040a', 0]]) }));

  // Cabinet rows, far to near so nearer cabinets overlap.
  const r = rng(3);
  const row = (xFace, side) => {
    const list = [];
    for (let i = 18; i >= 0; i--) {
      const z0 = 1.4 + i * 1.0;
      const z1 = z0 + 0.96;
      const depth = 1.1;
      const xOut = xFace + side * depth;
      const Hc = 2.1;
      const fog = Math.min(1, (z0 - 1.4) / 18);
      const face = mix('#1b2233', '#0b1120', fog);
      // Aisle-facing side.
      list.push(path(cam.quad([[xFace, 0, z0], [xFace, Hc, z0], [xFace, Hc, z1], [xFace, 0, z1]]), { fill: face }));
      // End face nearest the viewer is only visible on the first cabinet.
      if (i === 0) list.push(path(cam.quad([[xFace, 0, z0], [xFace, Hc, z0], [xOut, Hc, z0], [xOut, 0, z0]]), { fill: mix(face, '#000000', 0.35) }));
      // Top edge highlight.
      list.push(path(`M${cam.P(xFace, Hc, z0).map(f).join(',')}L${cam.P(xFace, Hc, z1).map(f).join(',')}`, { stroke: '#7fb8ff', strokeOpacity: 0.35 * (1 - fog), strokeWidth: 2 }));
      // Seams.
      list.push(path(`M${cam.P(xFace, 0, z0).map(f).join(',')}L${cam.P(xFace, Hc, z0).map(f).join(',')}`, { stroke: '#000000', strokeOpacity: 0.6, strokeWidth: 3 }));
      // Panel details: a tape window on some, LED grids on others.
      const sub = (a, b, c, d) => cam.quad([[xFace, b, z0 + a], [xFace, d, z0 + a], [xFace, d, z0 + c], [xFace, b, z0 + c]]);
      const kind = i % 3;
      if (kind === 0) {
        list.push(path(sub(0.12, 1.1, 0.84, 1.85), { fill: '#070a12' }));
        for (const zz of [0.3, 0.66]) {
          const pts = [];
          for (let k = 0; k < 20; k++) {
            const a = (k / 20) * Math.PI * 2;
            pts.push(cam.P(xFace, 1.5 + Math.sin(a) * 0.16, z0 + zz + Math.cos(a) * 0.14));
          }
          list.push(path(poly(pts), { fill: '#2a3550', stroke: '#5e7aa8', strokeOpacity: 0.5 * (1 - fog), strokeWidth: 1.5 }));
          const hub = pts.map((_, k) => {
            const a = (k / 20) * Math.PI * 2;
            return cam.P(xFace, 1.5 + Math.sin(a) * 0.05, z0 + zz + Math.cos(a) * 0.045);
          });
          list.push(path(poly(hub), { fill: '#8c9bb5', opacity: 0.7 * (1 - fog) }));
        }
      } else {
        list.push(path(sub(0.12, 1.15, 0.84, 1.85), { fill: '#0a0f1b' }));
        for (let rr2 = 0; rr2 < 5; rr2++) {
          for (let c = 0; c < 6; c++) {
            const on = r() > 0.45;
            if (!on) continue;
            const [px, py] = cam.P(xFace, 1.75 - rr2 * 0.12, z0 + 0.2 + c * 0.11);
            const col = r() > 0.8 ? '#ffb347' : '#58b4ff';
            list.push(circle(px, py, Math.max(0.8, 9 / z0), { fill: col, opacity: 0.9 * (1 - fog * 0.6) }));
          }
        }
      }
      // Lower vent slats.
      for (let k = 0; k < 4; k++) list.push(path(sub(0.12, 0.2 + k * 0.18, 0.84, 0.28 + k * 0.18), { fill: '#0d1320', opacity: 0.9 }));
    }
    return g(list);
  };
  out.push(row(-1.3, -1));
  out.push(row(1.3, 1));

  // A pool of light on the aisle floor.
  out.push(path(cam.quad([[-1.2, 0, 2], [1.2, 0, 2], [1.2, 0, 16], [-1.2, 0, 16]]), { fill: ctx.linear([[0, '#5ab0ff', 0.02], [1, '#5ab0ff', 0.16]]), filter: ctx.blur(20) }));
  // Haze along the aisle.
  out.push(circle(vp[0], vp[1] + 40, 260, { fill: '#8cc8ff', opacity: 0.12, filter: ctx.blur(60) }));
  out.push(dust(ctx, 5, '#9fd0ff', 40, 700, 1600));
  out.push(vignette(ctx));
  out.push(textScrim(ctx, 0.92));
  return out;
}

export const heroes = [
  { name: 'power-supply', draw: powerSupply },
  { name: 'departmental-computing', draw: departmental },
  { name: 'mainframe', draw: mainframe },
];
