// Generated SVG artwork: room photos, hotel photos and logos. Names go through the one escape; colours are written
// only as #rrggbb (anything else falls back to a neutral colour).
import { escapeHtml as esc, safeColour } from './security.ts';

export const FALLBACK_BUTTON_COLOUR = '#1f2937';
export const FALLBACK_HEADER_COLOUR = '#111827';

function shade(hex: string, amount: number): string {
  const n = parseInt(safeColour(hex, FALLBACK_BUTTON_COLOUR).slice(1), 16);
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const r = c((n >> 16) & 255), g = c((n >> 8) & 255), b = c(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

export function roomPhotoSvg(opts: { hotelName: string; roomName: string; colour: string; dark: string; variant: number }): string {
  const colour = safeColour(opts.colour, FALLBACK_BUTTON_COLOUR);
  const dark = safeColour(opts.dark, FALLBACK_HEADER_COLOUR);
  const variant = opts.variant === 2 ? 2 : 1;
  const light = shade(colour, 0.45);
  const bed = variant === 1
    ? `<rect x="150" y="300" width="500" height="140" rx="18" fill="#fff" opacity=".92"/><rect x="170" y="270" width="200" height="60" rx="16" fill="${light}"/><rect x="430" y="270" width="200" height="60" rx="16" fill="${light}"/>`
    : `<rect x="80" y="120" width="280" height="220" rx="6" fill="${light}" opacity=".8"/><line x1="220" y1="120" x2="220" y2="340" stroke="${dark}" stroke-width="6"/><rect x="430" y="330" width="260" height="90" rx="14" fill="#fff" opacity=".9"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="${esc(opts.roomName)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>
  <rect y="430" width="800" height="70" fill="${dark}" opacity=".85"/>
  ${bed}
  <text x="24" y="474" font-family="sans-serif" font-size="28" fill="#fff">${esc(opts.roomName)}</text>
  <text x="776" y="474" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="end" opacity=".8">${esc(opts.hotelName)} · ${variant}/2</text>
</svg>`;
}

export function logoSvg(opts: { name: string; colour: string; dark: string }): string {
  const colour = safeColour(opts.colour, FALLBACK_BUTTON_COLOUR);
  const dark = safeColour(opts.dark, FALLBACK_HEADER_COLOUR);
  const initial = esc([...opts.name][0] ?? 'H');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${esc(opts.name)}">
  <circle cx="40" cy="40" r="32" fill="${colour}"/>
  <text x="40" y="51" font-family="serif" font-size="32" fill="#fff" text-anchor="middle">${initial}</text>
  <text x="84" y="50" font-family="serif" font-size="24" fill="${dark}">${esc(opts.name)}</text>
</svg>`;
}

export function hotelPhotoSvg(opts: { name: string; colour: string; dark: string }): string {
  const colour = safeColour(opts.colour, FALLBACK_BUTTON_COLOUR);
  const dark = safeColour(opts.dark, FALLBACK_HEADER_COLOUR);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="${esc(opts.name)}">
  <rect width="800" height="500" fill="${shade(colour, 0.5)}"/>
  <rect x="250" y="110" width="300" height="320" fill="${colour}"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${280 + (i % 4) * 65}" y="${140 + Math.floor(i / 4) * 80}" width="40" height="50" fill="#fff" opacity=".75"/>`).join('')}
  <rect y="430" width="800" height="70" fill="${dark}"/>
  <text x="400" y="475" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${esc(opts.name)}</text>
</svg>`;
}
