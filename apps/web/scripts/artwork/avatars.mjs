/** Review avatars: faceless, flat head-and-shoulders portraits on coloured grounds. */
import { circle, ellipse, g, path, rect, shade } from './lib.mjs';

export const avatars = [
  { name: 'amara', bg: '#f4c9a8', skin: '#6b4330', hair: '#1d1613', shirt: '#1f6f6b', style: 'afro' },
  { name: 'diego', bg: '#bcd7f2', skin: '#b47a55', hair: '#231a15', shirt: '#e4574b', style: 'short', beard: true },
  { name: 'mei', bg: '#cdebd9', skin: '#e9c3a0', hair: '#16120f', shirt: '#3d4f8f', style: 'bob' },
  { name: 'jonas', bg: '#f3e2a6', skin: '#f0c9ad', hair: '#c99a4c', shirt: '#2f3d4c', style: 'side', glasses: true },
  { name: 'priya', bg: '#e6cff2', skin: '#a86b4b', hair: '#1b1412', shirt: '#f2a93b', style: 'bun' },
  { name: 'kwame', bg: '#c7e4ee', skin: '#4e3024', hair: '#120d0b', shirt: '#7a4fd1', style: 'buzz', beard: true },
  { name: 'sofia', bg: '#f7cfd6', skin: '#efc4a4', hair: '#6a3b22', shirt: '#2c8c5a', style: 'long' },
  { name: 'liam', bg: '#d9dde6', skin: '#f3cfb6', hair: '#b4532a', shirt: '#3a6fd8', style: 'short' },
];

export function drawAvatar(ctx, a) {
  const out = [];
  out.push(rect(0, 0, 160, 160, { fill: ctx.linear([[0, shade(a.bg, 0.25)], [1, a.bg]]) }));
  out.push(circle(128, 30, 46, { fill: '#ffffff', opacity: 0.18 }));
  const skinShade = shade(a.skin, -0.18);
  const hx = 80;
  const hy = 66;

  // Hair that sits behind the head and shoulders.
  if (a.style === 'long') out.push(path('M44,64C40,30 62,22 80,22C100,22 120,30 116,64C118,96 124,118 112,130H48C36,118 42,96 44,64Z', { fill: a.hair }));
  if (a.style === 'afro') out.push(path('M38,62C30,40 46,18 66,20C74,12 92,12 100,20C120,18 134,40 124,62C130,80 116,92 104,90H56C44,92 30,80 38,62Z', { fill: a.hair }));
  if (a.style === 'bob') out.push(path('M48,62C46,34 62,26 80,26C98,26 114,34 112,62V96C102,100 94,98 88,96H72C66,98 58,100 48,96Z', { fill: a.hair }));
  if (a.style === 'bun') out.push(circle(80, 20, 14, { fill: a.hair }));

  // Shoulders and neck.
  out.push(path('M22,160C22,126 44,108 80,108C116,108 138,126 138,160Z', { fill: a.shirt }));
  out.push(path('M62,112C66,120 72,124 80,124C88,124 94,120 98,112C92,109 86,108 80,108C74,108 68,109 62,112Z', { fill: shade(a.shirt, -0.18) }));
  out.push(rect(70, 86, 20, 26, { rx: 8, fill: skinShade }));

  // Head and ears.
  out.push(ellipse(hx - 26, hy + 4, 6, 9, { fill: skinShade }));
  out.push(ellipse(hx + 26, hy + 4, 6, 9, { fill: skinShade }));
  out.push(ellipse(hx, hy, 26, 31, { fill: a.skin }));

  // Hair on top of the head.
  const top = {
    short: 'M54,62C52,38 66,32 80,32C96,32 108,38 106,62C102,50 94,46 80,46C68,46 58,50 54,62Z',
    side: 'M54,64C50,38 66,30 82,32C98,32 110,42 106,62C100,52 90,44 70,48C62,50 56,56 54,64Z',
    buzz: 'M55,58C56,40 68,34 80,34C92,34 104,40 105,58C98,48 90,45 80,45C70,45 62,48 55,58Z',
    bob: 'M52,64C50,40 64,32 80,32C96,32 110,40 108,64C100,50 92,44 80,44C72,52 62,58 52,64Z',
    bun: 'M54,62C52,38 66,32 80,32C94,32 108,38 106,62C100,48 92,44 80,44C68,44 60,48 54,62Z',
    long: 'M54,64C52,38 66,32 80,32C94,32 108,38 106,64C98,50 88,44 80,44C76,52 64,60 54,64Z',
    afro: 'M52,56C54,36 66,30 80,30C94,30 106,36 108,56C98,46 90,44 80,44C70,44 62,46 52,56Z',
  }[a.style];
  out.push(path(top, { fill: a.hair }));
  if (a.beard) out.push(path('M56,70C56,92 66,98 80,98C94,98 104,92 104,70C100,80 94,84 88,84H72C66,84 60,80 56,70Z', { fill: a.hair, opacity: 0.9 }));
  if (a.glasses) {
    out.push(g([circle(70, 66, 8, {}), circle(90, 66, 8, {}), path('M78,66H82')], { fill: 'none', stroke: '#1f2328', strokeWidth: 2.4 }));
  }
  return out.join('');
}
