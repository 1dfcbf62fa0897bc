/** Generated pictures of people (delivery staff, the default user): initials on a plate. */

const PALETTES: [background: string, plate: string, food: string][] = [
  ['#F4A259', '#FFF8EC', '#BC4B51'], // mango, tomato
  ['#8CB369', '#FFFDF5', '#F4E285'], // callaloo, plantain
  ['#5B8E7D', '#FAF3E0', '#F4A259'], // sea grape, papaya
  ['#E76F51', '#FFF6EE', '#2A9D8F'], // snapper, lime
  ['#E9C46A', '#FFFBF0', '#9C6644'], // johnny cake, curry
  ['#D62828', '#FFF5F0', '#F77F00'], // scotch bonnet, guava
  ['#6A994E', '#F9F7EF', '#BC6C25'], // basil, crust
  ['#B5838D', '#FFF7F8', '#6D597A'], // sorrel, soursop
];

/** A stable number for a text: a picture's seed picks its colours with it. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  ).slice(0, 2);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plate on a coloured ground with the name's initials; 480x320 unless told. */
export function placeholderSvg(name: string, seed: string, width = 480, height = 320): string {
  const [background, plate, food] = PALETTES[hash(seed) % PALETTES.length] ?? PALETTES[0]!;
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.round(Math.min(width, height) * 0.36);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${plate}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.72)}" fill="${food}"/>`,
    `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(r * 0.6)}" font-weight="700" fill="#FFFFFF">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}
