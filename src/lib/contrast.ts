// WCAG 2 contrast: the colour of text on a hotel's own colours (header_colour), so its name stays readable.

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`; undefined for anything else (named colours, gradients). */
export function parseColour(value: string | null | undefined): Rgb | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(255, n)) as Rgb) : undefined;
}

/** Relative luminance (WCAG 2.x). */
export function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1c1f23';

/** The text colour (white or near-black) with the higher contrast on `background`; white when it cannot be read. */
export function textColourOn(background: string | null | undefined): typeof LIGHT_TEXT | typeof DARK_TEXT {
  const rgb = parseColour(background);
  if (!rgb) return LIGHT_TEXT;
  return contrastRatio(rgb, [255, 255, 255]) >= contrastRatio(rgb, parseColour(DARK_TEXT)!) ? LIGHT_TEXT : DARK_TEXT;
}
