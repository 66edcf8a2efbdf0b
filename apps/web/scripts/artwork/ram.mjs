/** Memory kit: two DIMMs standing upright, one behind the other. */
import { Cam, g, path, rect, rr, shade, text, f } from './lib.mjs';

function module(ctx, cam, s, ox, oy) {
  const L = s.length ?? 520; // a SO-DIMM is shorter
  const low = s.lowProfile ?? false;
  const pcbC = s.pcb ?? '#1f3b2d';
  const body = s.body;
  const accent = s.accent;
  const light = s.light ?? false;
  const spreadTop = low ? 118 : 150;
  const spreadBottom = low ? 56 : 36;

  const pcb = { x0: ox, x1: ox + L, y0: oy + 6, y1: oy + 10, z0: 0, z1: 128 };
  const spread = { x0: ox + 6, x1: ox + L - 6, y0: oy, y1: oy + 16, z0: spreadBottom, z1: spreadTop };
  const bar = { x0: ox + 14, x1: ox + L - 14, y0: oy + 3, y1: oy + 13, z0: spreadTop, z1: spreadTop + 16 };
  const out = [];

  // PCB with chips and gold contacts.
  out.push(cam.box(pcb, { front: pcbC, top: shade(pcbC, 0.15), left: shade(pcbC, -0.2) }));
  const pf = [];
  const chipW = 46;
  const chips = s.chips ?? 8;
  const chipGap = (L - 40 - chips * chipW) / (chips - 1);
  const half = Math.floor(chips / 2);
  for (let i = 0; i < chips; i++) {
    const x = 20 + i * (chipW + chipGap) + (i >= half ? 8 : 0) - (i < half ? 0 : 0);
    pf.push(rr(x, 128 - 76, chipW, 40, 2, { fill: '#15171b' }));
    pf.push(rect(x + 4, 128 - 72, chipW - 8, 2, { fill: '#ffffff', opacity: 0.08 }));
    pf.push(rect(x + 2, 128 - 38, chipW - 4, 2, { fill: '#000', opacity: 0.25 }));
  }
  // Small passive components between chips and contacts.
  for (let x = 30; x < L - 30; x += 26) pf.push(rect(x, 128 - 32, 8, 4, { fill: '#b9a27a', opacity: 0.8 }));
  const notch = s.notch ?? 0.5;
  for (let x = 8; x < L - 8; x += 6.2) {
    if (Math.abs(x - L * notch) < 8) continue;
    pf.push(rect(x, 128 - 17, 3.6, 14, { fill: '#dcae48' }));
  }
  out.push(cam.on('front', pcb, pf));
  // The key notch in the contact edge.
  out.push(cam.on('front', pcb, rect(L * notch - 5, 128 - 10, 10, 12, { fill: '#eef0f4' })));

  // Heat spreader.
  const front = shade(body, 0);
  out.push(cam.box(spread, { front, top: shade(body, light ? 0.4 : 0.22), left: shade(body, light ? -0.16 : -0.25) }));
  const sf = [];
  const SW = L - 12;
  const SH = spreadTop - spreadBottom;
  // Sheen.
  sf.push(
    rect(0, 0, SW, SH, {
      fill: ctx.linear([[0, '#ffffff', light ? 0.35 : 0.14], [0.55, '#ffffff', 0], [1, '#000000', light ? 0.05 : 0.12]]),
    }),
  );
  // Angular accent band.
  if (s.style === 'blade') {
    sf.push(path(`M${f(SW * 0.52)},0H${f(SW * 0.62)}L${f(SW * 0.5)},${f(SH)}H${f(SW * 0.4)}Z`, { fill: accent }));
    sf.push(path(`M${f(SW * 0.64)},0H${f(SW * 0.67)}L${f(SW * 0.55)},${f(SH)}H${f(SW * 0.52)}Z`, { fill: accent, opacity: 0.6 }));
    sf.push(path(`M${f(SW * 0.67)},0H${f(SW)}V${f(SH)}H${f(SW * 0.55)}Z`, { fill: shade(body, light ? -0.08 : 0.1) }));
  } else if (s.style === 'stripe') {
    sf.push(rect(0, SH * 0.8, SW, 4, { fill: accent }));
  } else {
    sf.push(path(`M0,${f(SH * 0.55)}L${f(SW * 0.3)},${f(SH * 0.55)}L${f(SW * 0.36)},${f(SH * 0.3)}H${f(SW)}V${f(SH * 0.36)}H${f(SW * 0.4)}L${f(SW * 0.34)},${f(SH * 0.61)}H0Z`, { fill: accent }));
  }
  // Branding.
  const ink = light ? shade(body, -0.65) : '#ffffff';
  const ty = s.style === 'angle' ? SH * 0.78 : low ? 26 : SH * 0.3 + 6;
  sf.push(text(26, ty, s.brand.toUpperCase(), { fontSize: low ? 15 : 19, fontWeight: 700, letterSpacing: 4, fill: ink }));
  sf.push(text(26, ty + (low ? 16 : 20), s.spec, { fontSize: 11, letterSpacing: 2, fill: ink, opacity: 0.7 }));
  // Ribs along the top edge.
  if (s.ribs) for (let x = SW * 0.7; x < SW - 10; x += 9) sf.push(rect(x, 6, 4, SH * 0.22, { fill: '#000', opacity: 0.1 }));
  out.push(cam.on('front', spread, sf));

  // RGB light bar.
  if (s.rgb) {
    const grad = ctx.linear(s.rgb.map((c, i) => [i / (s.rgb.length - 1), c]), { x1: 0, y1: 0, x2: 1, y2: 0 });
    const glowPts = [cam.P(bar.x0, bar.y0, bar.z1 + 8), cam.P(bar.x1, bar.y0, bar.z1 + 8)];
    out.push(
      path(`M${f(glowPts[0][0])},${f(glowPts[0][1])}L${f(glowPts[1][0])},${f(glowPts[1][1])}`, {
        stroke: grad,
        strokeWidth: 26,
        strokeOpacity: 0.35,
        filter: ctx.blur(12),
      }),
    );
    out.push(cam.box(bar, { front: grad, top: '#ffffff', left: s.rgb[0] }));
    out.push(cam.on('top', bar, rect(0, 0, bar.x1 - bar.x0, bar.y1 - bar.y0, { fill: grad, opacity: 0.45 })));
    out.push(cam.on('front', bar, rect(0, 0, bar.x1 - bar.x0, 6, { fill: '#ffffff', opacity: 0.5 })));
  } else if (!low) {
    // A machined top edge.
    const cap = { ...bar, z1: spreadTop + 8, y0: oy, y1: oy + 16, x0: ox + 6, x1: ox + L - 6 };
    out.push(cam.box(cap, { front: shade(body, light ? -0.08 : 0.12), top: shade(body, light ? 0.5 : 0.3), left: shade(body, -0.25) }));
    out.push(cam.on('front', cap, rect(0, 3, cap.x1 - cap.x0, 2, { fill: accent })));
  }
  return out.join('');
}

export function drawRam(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const cam = new Cam({ yaw: 24, pitch: 22, scale: scale * 1.12 });
  const back = [36, 90];
  const L = s.length ?? 520;
  const bounds = [
    { x0: 0, x1: L + back[0], y0: 0, y1: 16 + back[1], z0: 0, z1: 170 },
  ].flatMap((b) => Cam.corners(b));
  cam.centre(bounds, cx, cy - 8 * scale);
  const out = [];
  out.push(cam.shadow(ctx, { x0: 0, x1: L + back[0], y0: 0, y1: 16 + back[1], z0: 0 }, { blur: 16 * scale, dy: 8 * scale, opacity: 0.22 }));
  out.push(module(ctx, cam, s, back[0], back[1]));
  out.push(module(ctx, cam, s, 0, 0));
  return g(out);
}
