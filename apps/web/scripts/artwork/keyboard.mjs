/** Keyboards: a 75% with a knob, a tenkeyless, and a slim full-size with a numeric keypad. */
import { Cam, circle, fitCam, g, path, rr, rrPath, shade, text, f } from './lib.mjs';

// Keys: [width, label?, kind?]; a number alone is a gap of that width. kind: m = modifier, a = accent.
const chars = (s) => [...s].map((c) => [1, c]);
const gap = (w) => w;

const fnRow = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'F10', 'F11', 'F12'].map((c) => [1, c, 'f']);

const layouts = {
  '75': {
    width: 16,
    rows: [
      [[1, 'esc', 'a'], ...fnRow, [1, '', 'm'], [1, '', 'm'], gap(1)],
      [...chars('`1234567890-='), [2, '', 'm'], [1, '', 'm']],
      [[1.5, '', 'm'], ...chars('QWERTYUIOP[]'), [1.5, '', 'm'], [1, '', 'm']],
      [[1.75, '', 'm'], ...chars("ASDFGHJKL;'"), [2.25, '', 'a'], [1, '', 'm']],
      [[2.25, '', 'm'], ...chars('ZXCVBNM,./'), [1.75, '', 'm'], [1, '▲', 'm'], [1, '', 'm']],
      [[1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], [6.25, '', 's'], [1, '', 'm'], [1, '', 'm'], [1, '', 'm'], [1, '◀', 'm'], [1, '▼', 'm'], [1, '▶', 'm']],
    ],
    rowGap: [0.25, 0, 0, 0, 0],
    knob: true,
  },
  tkl: {
    width: 18.25,
    rows: [
      [[1, 'esc', 'a'], gap(1), ...fnRow.slice(0, 4), gap(0.5), ...fnRow.slice(4, 8), gap(0.5), ...fnRow.slice(8), gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm']],
      [...chars('`1234567890-='), [2, '', 'm'], gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm']],
      [[1.5, '', 'm'], ...chars('QWERTYUIOP[]'), [1.5, '', 'm'], gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm']],
      [[1.75, '', 'm'], ...chars("ASDFGHJKL;'"), [2.25, '', 'a']],
      [[2.25, '', 'm'], ...chars('ZXCVBNM,./'), [2.75, '', 'm'], gap(1.25), [1, '▲', 'm']],
      [[1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], [6.25, '', 's'], [1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], gap(0.25), [1, '◀', 'm'], [1, '▼', 'm'], [1, '▶', 'm']],
    ],
    rowGap: [0.5, 0, 0, 0, 0],
  },
  full: {
    width: 22.5,
    rows: [
      [[1, 'esc', 'a'], gap(1), ...fnRow.slice(0, 4), gap(0.5), ...fnRow.slice(4, 8), gap(0.5), ...fnRow.slice(8), gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm'], gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm'], [1, '', 'm']],
      [...chars('`1234567890-='), [2, '', 'm'], gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm'], gap(0.25), [1, '', 'm'], [1, '/'], [1, '*'], [1, '-']],
      [[1.5, '', 'm'], ...chars('QWERTYUIOP[]'), [1.5, '', 'm'], gap(0.25), [1, '', 'm'], [1, '', 'm'], [1, '', 'm'], gap(0.25), ...chars('789'), [1, '+', 'm', 2]],
      [[1.75, '', 'm'], ...chars("ASDFGHJKL;'"), [2.25, '', 'a'], gap(3.5), ...chars('456')],
      [[2.25, '', 'm'], ...chars('ZXCVBNM,./'), [2.75, '', 'm'], gap(1.25), [1, '▲', 'm'], gap(1.25), ...chars('123'), [1, '', 'a', 2]],
      [[1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], [6.25, '', 's'], [1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], [1.25, '', 'm'], gap(0.25), [1, '◀', 'm'], [1, '▼', 'm'], [1, '▶', 'm'], gap(0.25), [2, '0'], [1, '.']],
    ],
    rowGap: [0.5, 0, 0, 0, 0],
  },
};

export function drawKeyboard(ctx, s, { cx = 400, cy = 300, scale = 1 } = {}) {
  const layout = layouts[s.layout];
  const U = 40;
  const m = s.margin ?? 16;
  const rowsH = layout.rows.length + layout.rowGap.reduce((a, b) => a + b, 0);
  const KW = layout.width * U + 2 * m;
  const KD = rowsH * U + 2 * m;
  const T = s.slim ? 14 : 30;
  const pts = Cam.corners({ x0: 0, x1: KW, y0: -KD, y1: 0, z0: 0, z1: T + 10 });
  const cam = fitCam({ yaw: 16, pitch: 52 }, pts, cx, cy + 4 * scale, 690 * scale, 420 * scale);
  const out = [];
  out.push(cam.shadow(ctx, { x0: 0, x1: KW, y0: -KD, y1: 0, z0: 0 }, { blur: 16 * scale, dy: 12 * scale, opacity: 0.3 }));

  // Cable leaving the back edge.
  if (s.cable) {
    out.push(
      path(`M${f(KW * 0.3)},10 C${f(KW * 0.3)},-60 ${f(KW * 0.12)},-40 ${f(-30)},-120`, {
        fill: 'none',
        stroke: s.cable,
        strokeWidth: 9,
        strokeLinecap: 'round',
        transform: cam.plane(T * 0.5),
      }),
    );
  }

  // Case.
  const outline = rrPath(0, 0, KW, KD, s.slim ? 12 : 16);
  const side = ctx.linear([[0, shade(s.case, -0.35)], [1, shade(s.case, -0.12)]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  out.push(cam.extrude(outline, 0, T, { side, top: s.case }));
  out.push(path(outline, { fill: 'none', stroke: '#ffffff', strokeOpacity: 0.35, strokeWidth: 1.5, transform: cam.plane(T) }));

  const top = [];
  // Plate / well the keys sit in, optionally lit from beneath.
  const well = rrPath(m - 4, m - 4, KW - 2 * m + 8, KD - 2 * m + 8, 8);
  top.push(path(well, { fill: s.plate ?? shade(s.case, -0.12) }));
  if (s.rgb) {
    top.push(path(well, { fill: ctx.linear(s.rgb.map((c, i) => [i / (s.rgb.length - 1), c]), { x1: 0, y1: 0, x2: 1, y2: 0.4 }), opacity: 0.6 }));
  }

  const keys = [];
  let y = m;
  layout.rows.forEach((row, r) => {
    let x = m;
    for (const k of row) {
      if (typeof k === 'number') {
        x += k * U;
        continue;
      }
      const [w, label = '', kind = 'k', h = 1] = k;
      keys.push({ x, y, w, h, label, kind });
      x += w * U;
    }
    y += U * (1 + (layout.rowGap[r] ?? 0));
  });

  for (const k of keys) {
    const colour = k.kind === 'a' ? s.accent : k.kind === 'm' || k.kind === 'f' ? s.mod : k.kind === 's' ? (s.space ?? s.key) : s.key;
    const W = k.w * U;
    const H = k.h * U;
    if (s.slim) {
      top.push(rr(k.x + 3, k.y + 4, W - 6, H - 6, 5, { fill: shade(colour, -0.22) }));
      top.push(rr(k.x + 3, k.y + 3, W - 6, H - 8, 5, { fill: colour }));
    } else {
      top.push(rr(k.x + 1.5, k.y + 1.5, W - 3, H - 3, 6, { fill: shade(colour, -0.28) }));
      top.push(rr(k.x + 4.5, k.y + 2.5, W - 9, H - 11, 5, { fill: colour }));
      top.push(rr(k.x + 7, k.y + 4, W - 14, 4, 2, { fill: '#ffffff', opacity: 0.12 }));
    }
    if (k.label) {
      top.push(
        text(k.x + (k.label.length > 1 ? 9 : 11), k.y + 17, k.label, {
          fontSize: k.label.length > 2 ? 8 : 10.5,
          fontWeight: 700,
          fill: k.kind === 'a' ? s.accentLegend ?? '#ffffff' : s.legend,
          opacity: 0.85,
        }),
      );
    }
  }
  out.push(g(top, { transform: cam.plane(T) }));

  if (layout.knob) {
    // Volume knob where the last key of the top row would be.
    const kx = m + (layout.width - 0.5) * U;
    const ky = m + U / 2;
    const knob = `M${f(kx - 15)},${f(ky)}a15,15 0 1 0 30,0a15,15 0 1 0 -30,0Z`;
    out.push(cam.extrude(knob, T, T + 12, { side: shade(s.knob ?? s.accent, -0.3), top: s.knob ?? s.accent }));
    out.push(g(circle(kx + 6, ky - 6, 2.5, { fill: '#ffffff', opacity: 0.8 }), { transform: cam.plane(T + 12) }));
  }
  if (s.badge) {
    out.push(g(text(KW - m, KD - 4, s.badge, { fontSize: 9, fontWeight: 700, letterSpacing: 2, textAnchor: 'end', fill: s.legend, opacity: 0.6 }), { transform: cam.plane(T) }));
  }
  return g(out);
}
