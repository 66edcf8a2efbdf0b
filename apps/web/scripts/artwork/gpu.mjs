/** Graphics card: lying flat, fans up, PCIe fingers towards the viewer and the I/O bracket left. */
import { Cam, circle, g, path, rect, rr, shade, text, f } from './lib.mjs';

function pt(r, deg) {
  const a = (deg * Math.PI) / 180;
  return `${f(r * Math.cos(a))},${f(r * Math.sin(a))}`;
}

/** A fan drawn flat in the plane of the shroud's top face. */
export function fan(ctx, cx, cy, R, { body, accent, blades = 9, ring = true, spin = 0 }) {
  const r0 = R * 0.3;
  const r1 = R * 0.92;
  const blade =
    `M${pt(r0, 0)}C${pt(r0 + (r1 - r0) * 0.5, -6)} ${pt(r1 * 0.92, 6)} ${pt(r1, 20)}` +
    `A${f(r1)},${f(r1)} 0 0 1 ${pt(r1, 50)}C${pt(r1 * 0.8, 40)} ${pt(r0 + (r1 - r0) * 0.35, 34)} ${pt(r0, 36)}` +
    `A${f(r0)},${f(r0)} 0 0 0 ${pt(r0, 0)}Z`;
  const bladeFill = ctx.linear(
    [
      [0, '#3d434d'],
      [1, '#23272e'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const parts = [
    circle(cx, cy, R + 6, { fill: shade(body, -0.35) }),
    circle(cx, cy, R + 2, { fill: '#101318' }),
    circle(cx, cy, R * 0.985, { fill: 'none', stroke: '#2a2f37', strokeWidth: 2 }),
  ];
  const bl = [];
  for (let i = 0; i < blades; i++) {
    bl.push(
      path(blade, {
        fill: bladeFill,
        stroke: '#50575f',
        strokeWidth: 1.2,
        strokeOpacity: 0.7,
        transform: `translate(${f(cx)} ${f(cy)}) rotate(${f(spin + (i * 360) / blades)})`,
      }),
    );
  }
  parts.push(g(bl));
  parts.push(circle(cx, cy, r0 * 1.02, { fill: shade(body, -0.15) }));
  parts.push(circle(cx, cy, r0 * 0.82, { fill: body }));
  parts.push(circle(cx, cy, r0 * 0.5, { fill: 'none', stroke: accent, strokeWidth: 2.2 }));
  if (ring) parts.push(circle(cx, cy, R + 3.5, { fill: 'none', stroke: accent, strokeWidth: 2, strokeOpacity: 0.85 }));
  return parts.join('');
}

export function drawGpu(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const L = s.length ?? 600;
  const W = s.width ?? 230; // a low-profile card is narrower
  const T = s.thickness ?? 58;
  const body = s.body;
  const accent = s.accent;
  const light = s.light ?? false;

  const cam = new Cam({ yaw: 22, pitch: 36, scale });
  const shroud = { x0: 6, x1: L, y0: 0, y1: W, z0: 10, z1: 10 + T };
  const pcb = { x0: 4, x1: L - 4, y0: 2, y1: W - 2, z0: 5, z1: 10 };
  const back = { x0: 6, x1: L - 2, y0: 0, y1: W, z0: 0, z1: 5 };
  const tab = { x0: 70, x1: 70 + Math.min(300, L * 0.5), y0: -16, y1: 2, z0: 5, z1: 9 };
  const bracket = { x0: -4, x1: 0, y0: -6, y1: W + 8, z0: -2, z1: 10 + T + 8 };
  cam.centre(
    [shroud, bracket, tab].flatMap((b) => Cam.corners(b)),
    cx,
    cy - 6 * scale,
  );

  const top = shade(body, light ? 0.05 : 0.12);
  const side = shade(body, light ? -0.12 : -0.18);
  const metal = '#aeb5bf';
  const out = [];

  // Contact shadow.
  out.push(cam.shadow(ctx, { ...back, z0: 0 }, { blur: 18 * scale, dy: 16 * scale, opacity: 0.3 }));

  // Backplate and PCB.
  out.push(cam.box(back, { front: shade(s.plate ?? '#2a2e35', -0.1), top: s.plate ?? '#2a2e35' }));
  out.push(cam.box(pcb, { front: s.pcb ?? '#1d2a22', top: s.pcb ?? '#1d2a22' }));

  // Shroud body.
  out.push(cam.box(shroud, { front: side, top }));

  // Shroud edge: heatsink fins visible through a long window, plus a light strip.
  const fe = [];
  const winX0 = 36;
  const winX1 = L - 150;
  fe.push(rr(winX0, 12, winX1 - winX0, T - 22, 3, { fill: '#15181d' }));
  for (let x = winX0 + 4; x < winX1 - 2; x += 5) fe.push(rect(x, 14, 2, T - 26, { fill: '#59606b' }));
  fe.push(rect(winX0, 12, winX1 - winX0, 4, { fill: '#000', opacity: 0.35 }));
  if (s.ledEdge) fe.push(rect(12, 3, L - 30, 3.2, { fill: accent, opacity: 0.95 }));
  fe.push(
    text(L - 26, T / 2 + 6, s.brand.toUpperCase(), {
      fontSize: 15,
      fontWeight: 700,
      letterSpacing: 3.5,
      textAnchor: 'end',
      fill: light ? shade(body, -0.6) : shade(body, 0.75),
    }),
  );
  out.push(cam.on('front', shroud, fe));

  // Top face: panels, fans and branding.
  const tf = [];
  const fans = s.fans ?? 3;
  const R = s.fanR ?? 84;
  const gap = (L - 12 - fans * 2 * R) / (fans + 1);
  const centres = Array.from({ length: fans }, (_, i) => 6 + gap + R + i * (2 * R + gap));
  // A raised centre panel with angular cut-outs behind the fans.
  const panel = shade(body, light ? -0.06 : 0.2);
  tf.push(
    path(
      `M${f(24)},${f(18)}H${f(L - 40)}L${f(L - 14)},${f(44)}V${f(W - 22)}H${f(60)}L${f(24)},${f(W - 58)}Z`,
      { fill: panel },
    ),
  );
  // Accent chevrons between fans.
  for (let i = 0; i < fans - 1; i++) {
    const mx = (centres[i] + centres[i + 1]) / 2;
    tf.push(path(`M${f(mx - 10)},${f(22)}L${f(mx + 6)},${f(22)}L${f(mx - 4)},${f(W / 2)}L${f(mx + 6)},${f(W - 22)}L${f(mx - 10)},${f(W - 22)}L${f(mx - 20)},${f(W / 2)}Z`, { fill: accent, opacity: 0.9 }));
  }
  // Edge trim along the front unless the edge itself is lit.
  if (!s.ledEdge) tf.push(rect(8, W - 12, L - 22, 4, { fill: accent, opacity: 0.9 }));
  // A soft sheen across the top.
  tf.push(rect(0, 0, L - 6, W, { fill: ctx.linear([[0, '#ffffff', light ? 0.25 : 0.1], [0.6, '#ffffff', 0]], { x1: 0, y1: 0, x2: 1, y2: 1 }) }));
  for (const [i, c] of centres.entries()) {
    tf.push(fan(ctx, c, W / 2 - 2, R, { body: shade(body, light ? -0.05 : 0.05), accent, blades: s.blades ?? 9, ring: s.fanRing ?? true, spin: i * 17 }));
  }
  out.push(cam.on('top', shroud, tf));
  out.push(cam.bevel(shroud));

  // PCIe fingers.
  const tabFront = [];
  const tw = tab.x1 - tab.x0;
  out.push(cam.box(tab, { front: s.pcb ?? '#1d2a22', top: s.pcb ?? '#1d2a22' }));
  const tt = [];
  const notch = tw * 0.22;
  for (let x = 4; x < tw - 4; x += 6) {
    if (Math.abs(x - notch) < 6) continue;
    tt.push(rect(x, 2, 3.4, 13, { fill: '#e0b04a' }));
  }
  out.push(cam.on('top', tab, tt));
  tabFront.push(rect(0, 0, tw, 4, { fill: '#c99a37' }));
  out.push(cam.on('front', tab, tabFront));

  // I/O bracket with display outputs.
  out.push(cam.box(bracket, { left: metal, top: shade(metal, 0.2), front: shade(metal, -0.1) }));
  const bl = [];
  const bw = bracket.y1 - bracket.y0;
  const bh = bracket.z1 - bracket.z0;
  // Vent slots in the upper half of the plate.
  for (let u = 20; u < bw - 16; u += 11) bl.push(rr(u, 8, 6, bh * 0.34, 3, { fill: '#5b626c' }));
  // Three DisplayPorts and an HDMI port.
  const py = bh * 0.58;
  const port = (u, w) =>
    path(`M${f(u)},${f(py)}H${f(u + w)}V${f(py + 14)}H${f(u + 5)}L${f(u)},${f(py + 9)}Z`, { fill: '#1a1d22', stroke: '#6f7681', strokeWidth: 1 });
  let u = 22;
  for (let i = 0; i < 3; i++) {
    bl.push(port(u, 34));
    u += 44;
  }
  bl.push(path(`M${f(u)},${f(py)}H${f(u + 40)}V${f(py + 9)}L${f(u + 35)},${f(py + 14)}H${f(u + 5)}L${f(u)},${f(py + 9)}Z`, { fill: '#1a1d22', stroke: '#6f7681', strokeWidth: 1 }));
  bl.push(circle(bw - 14, bh - 10, 4, { fill: '#7d848e' }));
  out.push(cam.on('left', bracket, bl));

  return g(out);
}

