/**
 * Small SVG toolkit for the shop's artwork: colours, a 3/4 orthographic camera whose faces can be
 * used as drawing planes, and a context that hands out unique ids for gradients and filters.
 */

// ---------------------------------------------------------------------------------------------
// Colours

function parseHex(hex) {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb) {
  return `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear blend of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((v, i) => v + (cb[i] - v) * t));
}

/** amount > 0 lightens towards white, < 0 darkens towards black. */
export function shade(hex, amount) {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

// ---------------------------------------------------------------------------------------------
// Numbers and markup

export const f = (n) => (Math.round(n * 100) / 100).toString();

export function attrs(o) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${typeof v === 'number' ? f(v) : v}"`)
    .join(' ');
}

export const rect = (x, y, w, h, o = {}) => `<rect ${attrs({ x, y, width: w, height: h, ...o })}/>`;
export const circle = (cx, cy, r, o = {}) => `<circle ${attrs({ cx, cy, r, ...o })}/>`;
export const ellipse = (cx, cy, rx, ry, o = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...o })}/>`;
export const path = (d, o = {}) => `<path ${attrs({ d, ...o })}/>`;
export const line = (x1, y1, x2, y2, o = {}) => `<line ${attrs({ x1, y1, x2, y2, ...o })}/>`;
export const g = (content, o = {}) => `<g ${attrs(o)}>${Array.isArray(content) ? content.join('') : content}</g>`;
export const text = (x, y, s, o = {}) =>
  `<text ${attrs({ x, y, fontFamily: 'Liberation Sans, DejaVu Sans, sans-serif', ...o })}>${s}</text>`;

/** Polygon path through screen points. */
export const poly = (pts) => `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L')}Z`;

/** Rounded-rectangle path, radius clamped. */
export function rrPath(x, y, w, h, r) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  return `M${f(x + rr)},${f(y)}H${f(x + w - rr)}A${f(rr)},${f(rr)} 0 0 1 ${f(x + w)},${f(y + rr)}V${f(y + h - rr)}A${f(rr)},${f(rr)} 0 0 1 ${f(x + w - rr)},${f(y + h)}H${f(x + rr)}A${f(rr)},${f(rr)} 0 0 1 ${f(x)},${f(y + h - rr)}V${f(y + rr)}A${f(rr)},${f(rr)} 0 0 1 ${f(x + rr)},${f(y)}Z`;
}
export const rr = (x, y, w, h, r, o = {}) => path(rrPath(x, y, w, h, r), o);

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing context: collects <defs> and hands out unique ids.

export class Ctx {
  constructor(prefix = 'a') {
    this.prefix = prefix;
    this.n = 0;
    this.defs = [];
  }
  id(name = 'i') {
    this.n += 1;
    return `${this.prefix}${name}${this.n}`;
  }
  /** Linear gradient; stops are [offset, colour, opacity?]. Returns url(#id). */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient ${attrs({ id, x1, y1, x2, y2, gradientUnits: units })}>${stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units, transform } = {}) {
    const id = this.id('rg');
    this.defs.push(
      `<radialGradient ${attrs({ id, cx, cy, r, fx, fy, gradientUnits: units, gradientTransform: transform })}>${stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std) {
    const id = this.id('bl');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(content) {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }
}

export function svgDoc(w, h, ctx, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defs.join('')}</defs>${Array.isArray(body) ? body.join('') : body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// 3/4 orthographic camera. World: X to the right along the object, Y into the picture, Z up.
// yaw > 0 turns the right end away (the left end face shows); pitch > 0 looks down on the top.

export class Cam {
  constructor({ yaw = 20, pitch = 20, scale = 1, ox = 0, oy = 0 } = {}) {
    const t = (yaw * Math.PI) / 180;
    const p = (pitch * Math.PI) / 180;
    this.ex = [Math.cos(t) * scale, -Math.sin(t) * Math.sin(p) * scale];
    this.ey = [-Math.sin(t) * scale, -Math.cos(t) * Math.sin(p) * scale];
    this.ez = [0, -Math.cos(p) * scale];
    this.ox = ox;
    this.oy = oy;
  }
  P(x, y, z) {
    return [
      this.ox + x * this.ex[0] + y * this.ey[0] + z * this.ez[0],
      this.oy + x * this.ex[1] + y * this.ey[1] + z * this.ez[1],
    ];
  }
  /** Moves the origin so the given 3D points are centred on (cx, cy). */
  centre(points, cx, cy) {
    this.ox = 0;
    this.oy = 0;
    const s = points.map(([x, y, z]) => this.P(x, y, z));
    const xs = s.map((p) => p[0]);
    const ys = s.map((p) => p[1]);
    this.ox = cx - (Math.min(...xs) + Math.max(...xs)) / 2;
    this.oy = cy - (Math.min(...ys) + Math.max(...ys)) / 2;
    return this;
  }
  static corners(b) {
    const out = [];
    for (const x of [b.x0, b.x1]) for (const y of [b.y0, b.y1]) for (const z of [b.z0, b.z1]) out.push([x, y, z]);
    return out;
  }
  m(origin, u, v) {
    return `matrix(${f(u[0])} ${f(u[1])} ${f(v[0])} ${f(v[1])} ${f(origin[0])} ${f(origin[1])})`;
  }
  neg(v) {
    return [-v[0], -v[1]];
  }
  /** Face planes: local (u, v) with v pointing down the face (or towards the viewer on top). */
  front(b) {
    return this.m(this.P(b.x0, b.y0, b.z1), this.ex, this.neg(this.ez));
  }
  top(b) {
    return this.m(this.P(b.x0, b.y1, b.z1), this.ex, this.neg(this.ey));
  }
  left(b) {
    return this.m(this.P(b.x0, b.y1, b.z1), this.neg(this.ey), this.neg(this.ez));
  }
  right(b) {
    return this.m(this.P(b.x1, b.y0, b.z1), this.ey, this.neg(this.ez));
  }
  /** Screen polygons of a box's visible faces. */
  faces(b) {
    const { x0, x1, y0, y1, z0, z1 } = b;
    const P = (x, y, z) => this.P(x, y, z);
    return {
      front: poly([P(x0, y0, z1), P(x1, y0, z1), P(x1, y0, z0), P(x0, y0, z0)]),
      top: poly([P(x0, y1, z1), P(x1, y1, z1), P(x1, y0, z1), P(x0, y0, z1)]),
      left: poly([P(x0, y1, z1), P(x0, y0, z1), P(x0, y0, z0), P(x0, y1, z0)]),
      right: poly([P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0), P(x1, y0, z0)]),
    };
  }
  /** Draws a box: fills is { front, top, left?, right? } (fill strings or attribute objects). */
  box(b, fills) {
    const faces = this.faces(b);
    return ['left', 'right', 'top', 'front']
      .filter((k) => fills[k])
      .map((k) => path(faces[k], typeof fills[k] === 'string' ? { fill: fills[k] } : fills[k]))
      .join('');
  }
  /** Horizontal plane at height z: local (u, v) is world (x = u, y = -v), v towards the viewer. */
  plane(z) {
    return this.m(this.P(0, 0, z), this.ex, this.neg(this.ey));
  }
  /** Extrudes a local plane path (see plane) from z0 to z1: solid side colour, then the top. */
  extrude(d, z0, z1, { side, top, topAttrs = {}, sideAttrs = {} }) {
    const px = Math.abs((z1 - z0) * this.ez[1]);
    const steps = Math.max(1, Math.ceil(px / 1.2));
    const out = [];
    for (let i = 0; i < steps; i++) {
      const z = z0 + ((z1 - z0) * i) / steps;
      out.push(path(d, { fill: side, transform: this.plane(z), ...sideAttrs }));
    }
    out.push(path(d, { fill: top, transform: this.plane(z1), ...topAttrs }));
    return out.join('');
  }
  /** Soft blurred footprint of a box on the floor (z = b.z0), pushed down a little. */
  shadow(ctx, b, { blur = 16, dy = 14, opacity = 0.32, grow = 0, color = '#1c2433' } = {}) {
    const P = (x, y) => this.P(x, y, b.z0);
    const pts = [P(b.x0 - grow, b.y1 + grow), P(b.x1 + grow, b.y1 + grow), P(b.x1 + grow, b.y0 - grow), P(b.x0 - grow, b.y0 - grow)].map(
      ([x, y]) => [x, y + dy],
    );
    return path(poly(pts), { fill: color, opacity, filter: ctx.blur(blur) });
  }
  /** Highlight along the edge where the top meets the front. */
  bevel(b, o = {}) {
    const a = this.P(b.x0, b.y0, b.z1);
    const c = this.P(b.x1, b.y0, b.z1);
    return line(a[0], a[1], c[0], c[1], { stroke: '#ffffff', strokeOpacity: 0.35, strokeWidth: 1.2, ...o });
  }
  /** Local drawing on a face plane. */
  on(face, b, content) {
    return g(content, { transform: this[face](b) });
  }
}

/** A camera scaled so the points fit within maxW x maxH and centred on (cx, cy). */
export function fitCam({ yaw, pitch }, points, cx, cy, maxW, maxH) {
  const probe = new Cam({ yaw, pitch, scale: 1 });
  const s = points.map(([x, y, z]) => probe.P(x, y, z));
  const w = Math.max(...s.map((p) => p[0])) - Math.min(...s.map((p) => p[0]));
  const h = Math.max(...s.map((p) => p[1])) - Math.min(...s.map((p) => p[1]));
  const k = Math.min(maxW / w, maxH / h);
  return new Cam({ yaw, pitch, scale: k }).centre(points, cx, cy);
}

/** Soft contact shadow under an object (screen-space ellipse). */
export function floorShadow(ctx, cx, cy, rx, ry, opacity = 0.28) {
  const fill = ctx.radial([
    [0, '#1c2433', opacity],
    [0.55, '#1c2433', opacity * 0.55],
    [1, '#1c2433', 0],
  ]);
  return ellipse(cx, cy, rx, ry, { fill });
}

/** Light neutral studio backdrop used behind every product. */
export function studio(ctx, w, h, accent) {
  const bg = ctx.linear([
    [0, '#f7f8fa'],
    [1, '#e9ecf1'],
  ]);
  const glow = ctx.radial([
    [0, mix(accent, '#ffffff', 0.55), 0.55],
    [0.6, mix(accent, '#ffffff', 0.75), 0.18],
    [1, '#ffffff', 0],
  ]);
  return [
    rect(0, 0, w, h, { fill: bg }),
    ellipse(w * 0.5, h * 0.47, w * 0.46, h * 0.5, { fill: glow }),
    // A floor line gives the product something to stand on.
    rect(0, h * 0.78, w, h * 0.22, { fill: ctx.linear([[0, '#e3e7ed', 0], [1, '#dfe3ea', 0.9]]) }),
  ].join('');
}
