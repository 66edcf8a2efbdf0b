/** Processor: square package on a bed of pins, heat spreader on top. */
import { Cam, g, line, path, rect, rr, rrPath, shade, text, f } from './lib.mjs';

/** IHS outline in plane coordinates, centred on the origin. */
function ihsShape(style, w) {
  const h = w / 2;
  if (style === 'wings') return rrPath(-w * 0.36, -w * 0.42, w * 0.72, w * 0.84, 8);
  if (style === 'notched') {
    // Square with two notches on each side, like a modern desktop part.
    const d = w * 0.035;
    const a = w * 0.1;
    const b = w * 0.24;
    return (
      `M${f(-h + 8)},${f(-h)}H${f(h - 8)}Q${f(h)},${f(-h)} ${f(h)},${f(-h + 8)}` +
      `V${f(-b)}H${f(h - d)}V${f(-a)}H${f(h)}V${f(a)}H${f(h - d)}V${f(b)}H${f(h)}` +
      `V${f(h - 8)}Q${f(h)},${f(h)} ${f(h - 8)},${f(h)}H${f(-h + 8)}Q${f(-h)},${f(h)} ${f(-h)},${f(h - 8)}` +
      `V${f(b)}H${f(-h + d)}V${f(a)}H${f(-h)}V${f(-a)}H${f(-h + d)}V${f(-b)}H${f(-h)}V${f(-h + 8)}Q${f(-h)},${f(-h)} ${f(-h + 8)},${f(-h)}Z`
    );
  }
  return rrPath(-h, -h, w, w, 14);
}

export function drawCpu(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const cam = new Cam({ yaw: 30, pitch: 40, scale: scale * 1.3 });
  const S = 300;
  const H = S / 2;
  const zPin = 30;
  const zSub = zPin + 10;
  const zIhs = zSub + 14;
  cam.centre(Cam.corners({ x0: -H, x1: H, y0: -H, y1: H, z0: 0, z1: zIhs }), cx, cy + 6 * scale);

  const sub = s.substrate;
  const metal = s.ihs ?? '#c8cdd4';
  const dark = s.darkIhs ?? false;
  const out = [];
  out.push(cam.shadow(ctx, { x0: -H, x1: H, y0: -H, y1: H, z0: 0 }, { blur: 14 * scale, dy: 8 * scale, opacity: 0.3 }));

  // Pins under the package, back to front so nearer pins overlap farther ones.
  const pins = [];
  const sinT = Math.sin((30 * Math.PI) / 180);
  const cosT = Math.cos((30 * Math.PI) / 180);
  for (let u = -H + 9; u <= H - 9; u += 9.4) {
    for (let v = -H + 9; v <= H - 9; v += 9.4) {
      if (v < H - 50 && u > -H + 50) continue;
      const y = -v;
      pins.push({ u, y, dep: u * sinT + y * cosT });
    }
  }
  pins.sort((a, b) => b.dep - a.dep);
  const pinG = [];
  for (const p of pins) {
    const [x1, y1] = cam.P(p.u, p.y, 0);
    const [x2, y2] = cam.P(p.u, p.y, zPin);
    pinG.push(line(x1, y1, x2, y2, { stroke: '#a87a22', strokeWidth: 2.4 * scale, strokeLinecap: 'round' }));
    pinG.push(line(x1 - 0.4 * scale, y1, x2 - 0.4 * scale, y2, { stroke: '#f4d27a', strokeWidth: 0.9 * scale, strokeLinecap: 'round' }));
  }
  // Shade under the substrate so pins read as being beneath it.
  out.push(path(rrPath(-H + 6, -H + 6, S - 12, S - 12, 10), { fill: '#1a1f27', opacity: 0.55, transform: cam.plane(zPin - 2) }));
  out.push(g(pinG));

  // Substrate.
  const sideGrad = ctx.linear([[0, shade(sub, -0.45)], [0.5, shade(sub, -0.25)], [1, shade(sub, -0.1)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  out.push(cam.extrude(rrPath(-H, -H, S, S, 10), zPin, zSub, { side: sideGrad, top: sub }));
  const st = [];
  // Fine traces and gold pads on the substrate.
  st.push(path(rrPath(-H + 10, -H + 10, S - 20, S - 20, 6), { fill: 'none', stroke: shade(sub, 0.18), strokeWidth: 1.5 }));
  const ihsW = s.ihsStyle === 'wings' ? 230 : 214;
  for (let i = 0; i < 18; i++) {
    const t = -H + 26 + i * ((S - 52) / 17);
    st.push(rect(t - 3, -H + 16, 6, 4, { fill: '#c7a24a' }));
    st.push(rect(t - 3, H - 20, 6, 4, { fill: '#c7a24a' }));
  }
  // Tiny capacitors along the sides.
  for (let i = 0; i < 7; i++) {
    const t = -60 + i * 20;
    st.push(rect(-H + 18, t, 10, 6, { fill: '#a89470' }));
    st.push(rect(H - 28, t, 10, 6, { fill: '#a89470' }));
  }
  // Orientation triangle in the front-left corner.
  st.push(path(`M${f(-H + 14)},${f(H - 14)}h26l-26,-26Z`, { fill: '#e3b54a' }));
  out.push(g(st, { transform: cam.plane(zSub) }));

  // Heat spreader.
  const shape = ihsShape(s.ihsStyle, ihsW);
  const ihsSide = ctx.linear([[0, shade(metal, dark ? -0.45 : -0.42)], [0.6, shade(metal, dark ? -0.25 : -0.2)], [1, shade(metal, dark ? -0.1 : -0.05)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const ihsTop = ctx.linear(
    [
      [0, shade(metal, dark ? 0.12 : 0.55)],
      [0.45, shade(metal, dark ? -0.05 : 0.05)],
      [0.7, shade(metal, dark ? 0.08 : 0.35)],
      [1, shade(metal, dark ? -0.08 : -0.05)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  if (s.ihsStyle === 'wings') {
    const flange = rrPath(-ihsW / 2, -ihsW * 0.3, ihsW, ihsW * 0.6, 6);
    out.push(cam.extrude(flange, zSub, zSub + 4, { side: ihsSide, top: shade(metal, 0.2) }));
    // Mounting notches in the flanges.
    out.push(g([-1, 1].map((k) => path(`M${f(k * ihsW / 2)},-14h${f(-k * 12)}v28h${f(k * 12)}Z`, { fill: sub })), { transform: cam.plane(zSub + 4) }));
  }
  out.push(cam.extrude(shape, zSub, zIhs, { side: ihsSide, top: ihsTop }));

  // Engraving on the spreader, in the top-face frame so the text reads left to right.
  const eng = [];
  const ink = dark ? '#e9edf2' : '#4a515c';
  const x0 = s.ihsStyle === 'wings' ? -ihsW * 0.36 + 16 : -ihsW / 2 + 24;
  eng.push(text(x0, -34, s.brand.toUpperCase(), { fontSize: s.ihsStyle === 'wings' ? 21 : 25, fontWeight: 700, letterSpacing: s.ihsStyle === 'wings' ? 3 : 5, fill: ink, opacity: 0.85 }));
  eng.push(rect(x0, -22, 46, 4, { fill: s.accent }));
  eng.push(text(x0, 14, s.model, { fontSize: 20, fontWeight: 700, letterSpacing: 1.5, fill: ink, opacity: 0.8 }));
  eng.push(text(x0, 38, s.line2, { fontSize: 11, letterSpacing: 1.5, fill: ink, opacity: 0.6 }));
  eng.push(text(x0, 56, 'AW5  8J-2407  DIFFUSED', { fontSize: 9, letterSpacing: 1.2, fill: ink, opacity: 0.45 }));
  eng.push(rr(x0, 68, 52, 16, 3, { fill: 'none', stroke: ink, strokeOpacity: 0.35 }));
  out.push(g(eng, { transform: cam.plane(zIhs) }));

  return g(out);
}
