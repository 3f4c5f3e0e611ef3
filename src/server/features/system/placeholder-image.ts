/**
 * Draws a kominka scene as SVG: sky, hills, a house with a thatched, hip-and-gable or tiled roof.
 * The same `seed` always gives the same picture, so demo photos are stable without image files.
 */
const SKIES = [
  ['#f6e7c8', '#e9c89a'],
  ['#dbe8f0', '#f3ead7'],
  ['#f2d4c2', '#f7ecd9'],
  ['#e4ecdc', '#f5efe0'],
  ['#f0e0d0', '#d9b99b'],
  ['#d7e3ea', '#ece3cf'],
];
const HILLS = ['#8a9a6b', '#6f8a5c', '#9aa57a', '#7d8f73', '#a89a6b'];
const ROOFS = [
  { kind: 'thatch', color: '#8b6b3d' },
  { kind: 'tile', color: '#4a4a52' },
  { kind: 'hip', color: '#6b4f2e' },
  { kind: 'thatch', color: '#a07c45' },
  { kind: 'tile', color: '#5b3a29' },
] as const;
const WALLS = ['#efe6d2', '#e8dcc0', '#f4ecdc', '#e2d3b5'];

function pick<T>(list: readonly T[], n: number): T {
  return list[Math.abs(n) % list.length];
}

export function placeholderSvg(width: number, height: number, seed = 0, label?: string): string {
  const w = width;
  const h = height;
  const [skyTop, skyBottom] = pick(SKIES, seed);
  const hill = pick(HILLS, seed >> 1);
  const roof = pick(ROOFS, seed >> 2);
  const wall = pick(WALLS, seed >> 3);
  const houseW = w * 0.56;
  const houseX = (w - houseW) / 2 + ((seed % 5) - 2) * w * 0.03;
  const groundY = h * 0.8;
  const wallH = h * 0.2;
  const wallTop = groundY - wallH;
  const roofH = roof.kind === 'thatch' ? h * 0.3 : h * 0.22;
  const overhang = w * 0.04;
  const roofPath =
    roof.kind === 'hip'
      ? `M${houseX - overhang},${wallTop} L${houseX + houseW * 0.22},${wallTop - roofH} L${houseX + houseW * 0.78},${wallTop - roofH} L${houseX + houseW + overhang},${wallTop} Z`
      : `M${houseX - overhang},${wallTop} L${houseX + houseW / 2},${wallTop - roofH} L${houseX + houseW + overhang},${wallTop} Z`;
  const posts = Array.from({ length: 7 }, (_, i) => {
    const x = houseX + (houseW / 6) * i;
    return `<rect x="${x - w * 0.004}" y="${wallTop}" width="${w * 0.008}" height="${wallH}" fill="#5a3e25"/>`;
  }).join('');
  const shoji = Array.from({ length: 4 }, (_, i) => {
    const x = houseX + houseW * 0.12 + i * houseW * 0.19;
    return `<rect x="${x}" y="${wallTop + wallH * 0.2}" width="${houseW * 0.15}" height="${wallH * 0.6}" fill="#fbf6ea" stroke="#7a5a3a" stroke-width="${Math.max(1, w * 0.002)}"/>`;
  }).join('');
  const texture =
    roof.kind === 'tile'
      ? Array.from({ length: 6 }, (_, i) => {
          const y = wallTop - roofH * ((i + 1) / 7);
          return `<line x1="${houseX}" y1="${y}" x2="${houseX + houseW}" y2="${y}" stroke="#00000022" stroke-width="${Math.max(1, h * 0.004)}"/>`;
        }).join('')
      : '';
  const caption = label
    ? `<text x="${w / 2}" y="${h * 0.93}" font-family="'Noto Sans JP', sans-serif" font-size="${Math.max(10, Math.round(h * 0.05))}" fill="#5a3e25" text-anchor="middle">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label ?? '古民家のイメージ')}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<path d="M0,${h * 0.62} Q${w * 0.25},${h * 0.42} ${w * 0.5},${h * 0.6} T${w},${h * 0.55} L${w},${h} L0,${h} Z" fill="${hill}" opacity="0.75"/>
<rect x="0" y="${groundY}" width="${w}" height="${h - groundY}" fill="#b89b6e"/>
<rect x="${houseX}" y="${wallTop}" width="${houseW}" height="${wallH}" fill="${wall}"/>
${shoji}${posts}
<path d="${roofPath}" fill="${roof.color}"/>${texture}
<rect x="${houseX - overhang}" y="${groundY}" width="${houseW + overhang * 2}" height="${h * 0.02}" fill="#6b4f2e"/>
${caption}
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
