/** "Mega Offer" cards: bundles of products on saturated grounds. */
import { Cam, circle, g, path, rect, rr, shade } from './lib.mjs';
import { drawKeyboard } from './keyboard.mjs';
import { drawMouse } from './mouse.mjs';
import { drawRam } from './ram.mjs';
import { drawRouter } from './router.mjs';
import { drawSsd } from './ssd.mjs';

/** A glass-sided gaming tower with lit fans. */
export function drawTower(ctx, s, { cx, cy, scale }) {
  const cam = new Cam({ yaw: 28, pitch: 18, scale });
  const b = { x0: 0, x1: 400, y0: 0, y1: 200, z0: 0, z1: 440 };
  cam.centre(Cam.corners(b), cx, cy);
  const body = s.body;
  const out = [cam.shadow(ctx, b, { blur: 18 * scale, dy: 10 * scale, opacity: 0.45, color: '#05060a' })];
  out.push(cam.box(b, { front: shade(body, -0.1), top: shade(body, 0.12), left: shade(body, -0.25) }));

  // Front panel (left end face): mesh with three ring fans.
  const fr = [];
  fr.push(rect(14, 14, 172, 412, { rx: 6, fill: '#101217' }));
  for (let u = 20; u < 184; u += 8) for (let v = 20; v < 420; v += 8) fr.push(rect(u, v, 4, 4, { fill: '#1d2027' }));
  for (let i = 0; i < 3; i++) {
    const cyF = 90 + i * 130;
    fr.push(circle(100, cyF, 66, { fill: s.glow[i % s.glow.length], opacity: 0.35, filter: ctx.blur(10) }));
    fr.push(circle(100, cyF, 60, { fill: 'none', stroke: s.glow[i % s.glow.length], strokeWidth: 6 }));
    fr.push(circle(100, cyF, 18, { fill: '#1a1d22', stroke: s.glow[i % s.glow.length], strokeWidth: 2 }));
  }
  out.push(cam.on('left', b, fr));

  // Glass side panel showing the build.
  const gl = [];
  const W = 400;
  const H = 440;
  gl.push(rect(10, 10, W - 20, H - 20, { rx: 8, fill: '#0c0e13' }));
  gl.push(rect(10, 10, W - 20, H - 20, { rx: 8, fill: ctx.radial([[0, s.glow[0], 0.35], [1, s.glow[0], 0]], { cx: 0.35, cy: 0.35, r: 0.7 }) }));
  // Motherboard.
  gl.push(rect(150, 30, 220, 270, { rx: 4, fill: '#1b1f27' }));
  for (let i = 0; i < 6; i++) gl.push(rect(160, 60 + i * 34, 60, 2, { fill: '#2b313c' }));
  // CPU cooler block with a lit ring.
  gl.push(circle(250, 110, 40, { fill: '#262b34' }));
  gl.push(circle(250, 110, 30, { fill: 'none', stroke: s.glow[1], strokeWidth: 5 }));
  gl.push(circle(250, 110, 30, { fill: 'none', stroke: s.glow[1], strokeWidth: 12, strokeOpacity: 0.3, filter: ctx.blur(4) }));
  // Tubes to a top radiator.
  gl.push(path('M232,76C222,50 200,44 180,40M268,76C276,52 300,46 330,40', { fill: 'none', stroke: '#3a414d', strokeWidth: 7, strokeLinecap: 'round' }));
  gl.push(rect(40, 22, 330, 22, { rx: 4, fill: '#20242c' }));
  // RAM.
  for (let i = 0; i < 4; i++) {
    gl.push(rect(310 + i * 12, 66, 8, 96, { fill: '#2b303a' }));
    gl.push(rect(310 + i * 12, 66, 8, 10, { fill: s.glow[(i + 2) % s.glow.length] }));
  }
  // Graphics card.
  gl.push(rect(60, 210, 300, 52, { rx: 5, fill: '#2a2f38' }));
  gl.push(rect(60, 256, 300, 6, { fill: s.glow[2] }));
  gl.push(rect(60, 250, 300, 20, { fill: s.glow[2], opacity: 0.25, filter: ctx.blur(6) }));
  gl.push(rect(70, 222, 120, 8, { rx: 4, fill: '#3d4450' }));
  // PSU shroud.
  gl.push(rect(10, 330, W - 20, 100, { fill: '#16191f' }));
  gl.push(rect(10, 330, W - 20, 3, { fill: '#2c313b' }));
  // Reflections on the glass.
  gl.push(path(`M60,10L140,10L20,220L20,150Z`, { fill: '#ffffff', opacity: 0.06 }));
  gl.push(path(`M170,10L200,10L40,300L40,250Z`, { fill: '#ffffff', opacity: 0.05 }));
  gl.push(rect(10, 10, W - 20, H - 20, { rx: 8, fill: 'none', stroke: '#5a6170', strokeWidth: 2 }));
  out.push(cam.on('front', b, gl));

  // Top vents.
  const tp = [];
  for (let u = 30; u < 370; u += 14) tp.push(rr(u, 40, 8, 120, 4, { fill: shade(body, -0.2) }));
  out.push(cam.on('top', b, tp));
  out.push(cam.bevel(b, { strokeOpacity: 0.2 }));
  return g(out);
}

function ground(ctx, w, h, a, b, glow) {
  return [
    rect(0, 0, w, h, { fill: ctx.linear([[0, a], [1, b]], { x1: 0, y1: 0, x2: 1, y2: 1 }) }),
    circle(w * 0.62, h * 0.45, h * 0.62, { fill: ctx.radial([[0, glow, 0.55], [1, glow, 0]]) }),
    circle(w * 0.08, h * 0.08, h * 0.35, { fill: '#ffffff', opacity: 0.06 }),
    circle(w * 0.95, h * 0.95, h * 0.4, { fill: '#ffffff', opacity: 0.05 }),
  ].join('');
}

export const offers = [
  {
    n: 1,
    draw: (ctx, w, h) => [
      ground(ctx, w, h, '#1b1440', '#3a1d6e', '#7c4dff'),
      drawTower(ctx, { body: '#1d2027', glow: ['#b45cff', '#2fd3ff', '#ff4fa3'] }, { cx: w * 0.38, cy: h * 0.5, scale: 0.6 }),
      drawRam(ctx, { brand: 'Lumen', spec: 'DDR5 6000 CL30', body: '#24272e', accent: '#c9ced6', style: 'blade', rgb: ['#ff4fd8', '#8b5cff', '#2fd3ff', '#38f5a0'] }, { cx: w * 0.8, cy: h * 0.74, scale: 0.3 }),
    ],
  },
  {
    n: 2,
    draw: (ctx, w, h) => [
      ground(ctx, w, h, '#ff7a59', '#ffb36b', '#fff1c2'),
      drawKeyboard(ctx, { layout: 'tkl', case: '#202329', plate: '#14161a', key: '#2b2f36', mod: '#24272d', space: '#2b2f36', accent: '#ff4b3a', legend: '#c9ced6', rgb: ['#ff3d6e', '#ffb13d', '#3dff9a', '#3db8ff', '#a45bff'] }, { cx: w * 0.39, cy: h * 0.46, scale: 0.56 }),
      drawMouse(ctx, { shape: 'ergo', body: '#25282e', accent: '#ff4b3a', strip: true, logo: true, dpi: true, sideButtons: true, hump: 42 }, { cx: w * 0.8, cy: h * 0.7, scale: 0.4 }),
    ],
  },
  {
    n: 3,
    draw: (ctx, w, h) => [
      ground(ctx, w, h, '#0c5f5a', '#16a394', '#7ff5e0'),
      drawSsd(ctx, { form: 'sata', brand: 'Quillon', spec: 'SATA III  2.5"', capacity: '1TB', body: '#e4e7ec', accent: '#ffb020' }, { cx: w * 0.3, cy: h * 0.4, scale: 0.46 }),
      drawSsd(ctx, { form: 'heatsink', brand: 'Lumen', spec: 'NVMe  PCIe 5.0', capacity: '2TB', body: '#3b414b', accent: '#ff4fa3', pcb: '#15181d' }, { cx: w * 0.62, cy: h * 0.74, scale: 0.46 }),
      drawSsd(ctx, { form: 'm2', brand: 'Northbridge', spec: 'NVMe  PCIe 4.0', capacity: '1TB', accent: '#19c2b8', label: '#15181d' }, { cx: w * 0.73, cy: h * 0.28, scale: 0.38 }),
    ],
  },
  {
    n: 4,
    draw: (ctx, w, h) => {
      const arcs = [];
      for (let i = 1; i <= 4; i++) {
        const r = 50 + i * 40;
        arcs.push(path(`M${w * 0.5 - r * 0.7},${h * 0.5 - r * 0.7}A${r},${r} 0 0 1 ${w * 0.5 + r * 0.7},${h * 0.5 - r * 0.7}`, { fill: 'none', stroke: '#ffffff', strokeOpacity: 0.28 - i * 0.05, strokeWidth: 10, strokeLinecap: 'round' }));
      }
      return [
        ground(ctx, w, h, '#0b2a6b', '#1f6fe0', '#6cc4ff'),
        ...arcs,
        drawRouter(ctx, { shape: 'octagon', body: '#23262c', accent: '#2fd3ff', led: '#2fd3ff', antenna: '#1d1f24', top: 'core', tips: true, L: 420, D: 280, antennaLength: 170, antennas: [[150, 4, -12, -30], [270, 4, 12, -30], [34, 34, -40, -30], [386, 34, 40, -30], [4, 140, -50, 0], [416, 140, 50, 0], [34, 246, -40, 30], [386, 246, 40, 30]] }, { cx: w * 0.5, cy: h * 0.55, scale: 0.68 }),
      ];
    },
  },
];

