/** A brand colour as the database keeps it: `#` and six lower-case hex digits. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** WCAG 2.x AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

/** The relative luminance of an sRGB colour (WCAG 2.x definition), from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const value = hex.toLowerCase();
  if (!HEX_COLOUR.test(value)) throw new Error(`Not a colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(value.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Whether white text on the colour meets WCAG AA (4.5:1): a partner's colour carries white
 * buttons and bands with text, so a colour that fails is refused. The ratio is compared unrounded:
 * 4.46 fails, as the checkers that audit the site count it.
 */
export function whiteTextPasses(hex: string): boolean {
  return contrastRatio("#ffffff", hex) >= AA_NORMAL_TEXT;
}
