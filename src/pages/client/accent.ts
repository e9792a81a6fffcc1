/**
 * A host's accent colour made readable (WCAG 2 AA, 4.5:1) in the embed's theme: the accent is darkened on a light
 * theme, lightened on a dark one, in small steps until it reads on every background it is drawn on; the text on an
 * accent-coloured button is white or near-black, whichever reads better on it.
 */

type Rgb = [number, number, number];

/** Where the accent is drawn as text (links, headline, outlined buttons, tags): the theme's variable names. */
const BACKGROUNDS = ['--surface', '--surface-2', '--result-bg', '--brand-soft', '--bg'] as const;
const LIGHT_INK: Rgb = [255, 255, 255];
const DARK_INK: Rgb = [11, 18, 32];
export const AA = 4.5;

export function parseHex(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : undefined;
}

function toHex(c: Rgb): string {
  return `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(c: Rgb, toward: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => c[i]! + (toward[i]! - c[i]!) * t) as Rgb;
}

/**
 * The accent shade to use over `backgrounds`: the accent itself when it reads on all of them, else the nearest
 * darker (light backgrounds) or lighter (dark ones) shade that does, and the ink for text on it.
 */
export function readableAccent(accent: Rgb, backgrounds: readonly Rgb[]): { brand: string; onBrand: string } {
  const darkTheme = backgrounds.length > 0 && luminance(backgrounds[0]!) < 0.18;
  const toward: Rgb = darkTheme ? [255, 255, 255] : [0, 0, 0];
  let shade = accent;
  for (let t = 0; t <= 1.0001; t += 0.02) {
    shade = mix(accent, toward, t);
    if (backgrounds.every((bg) => contrast(shade, bg) >= AA)) break;
  }
  const onBrand = contrast(shade, LIGHT_INK) >= contrast(shade, DARK_INK) ? LIGHT_INK : DARK_INK;
  return { brand: toHex(shade), onBrand: toHex(onBrand) };
}

/** Sets `--brand`, `--brand-ink` and `--on-brand` from the accent, for the theme the document shows now. */
export function applyAccent(root: HTMLElement, accent: string): void {
  const rgb = parseHex(accent);
  if (!rgb) return;
  for (const name of ['--brand', '--brand-ink', '--on-brand']) root.style.removeProperty(name);
  const style = getComputedStyle(root);
  const backgrounds = BACKGROUNDS.map((name) => parseHex(style.getPropertyValue(name))).filter(
    (c): c is Rgb => c !== undefined,
  );
  const { brand, onBrand } = readableAccent(rgb, backgrounds);
  root.style.setProperty('--brand', brand);
  root.style.setProperty('--brand-ink', brand);
  root.style.setProperty('--on-brand', onBrand);
}
