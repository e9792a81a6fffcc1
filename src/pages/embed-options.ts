/**
 * What a site embedding a calculator may ask of the embed through its query string, beside the
 * calculator's inputs: `theme=light|dark|auto`, `accent=<hex>` (the brand colour: buttons, links,
 * the headline), `hide=header,footer` (the title, the "open the full calculator" link) and
 * `bg=transparent`. Values that are not understood are ignored (the embed is still shown, as
 * before), and the parameters never reach the calculator as inputs.
 */

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export interface EmbedOptions {
  theme: Theme;
  /** `#rrggbb`, lower case. */
  accent: string | undefined;
  hideHeader: boolean;
  hideFooter: boolean;
  transparent: boolean;
}

/** The query parameters that are embed options, not calculator inputs. */
export const EMBED_OPTION_PARAMS = ['theme', 'accent', 'hide', 'bg'] as const;

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  theme: 'light',
  accent: undefined,
  hideHeader: false,
  hideFooter: false,
  transparent: false,
};

/** `#abc`, `abc`, `#aabbcc` or `aabbcc` → `#aabbcc`; anything else → undefined. */
export function normalizeAccent(raw: string | null): string | undefined {
  const hex = raw?.trim().replace(/^#/, '').toLowerCase();
  if (hex === undefined || !/^([0-9a-f]{3}|[0-9a-f]{6})$/.test(hex)) return undefined;
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

export function embedOptions(params: URLSearchParams): EmbedOptions {
  const theme = params.get('theme');
  const hidden = new Set(
    (params.get('hide') ?? '')
      .split(',')
      .map((h) => h.trim())
      .slice(0, 10),
  );
  return {
    theme: (THEMES as readonly string[]).includes(theme ?? '') ? (theme as Theme) : 'light',
    accent: normalizeAccent(params.get('accent')),
    hideHeader: hidden.has('header'),
    hideFooter: hidden.has('footer'),
    transparent: params.get('bg') === 'transparent',
  };
}

/** The query without the embed options: what is left is the calculator's input. */
export function withoutEmbedOptions(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of EMBED_OPTION_PARAMS) rest.delete(name);
  return rest;
}

/** The options as query parameters (only those that differ from the defaults), to keep them across a recalculation. */
export function embedOptionParams(o: EmbedOptions): Array<[string, string]> {
  const hide = [o.hideHeader ? 'header' : '', o.hideFooter ? 'footer' : ''].filter(Boolean).join(',');
  return [
    ...(o.theme !== 'light' ? [['theme', o.theme] as [string, string]] : []),
    ...(o.accent ? [['accent', o.accent.slice(1)] as [string, string]] : []),
    ...(hide ? [['hide', hide] as [string, string]] : []),
    ...(o.transparent ? [['bg', 'transparent'] as [string, string]] : []),
  ];
}
