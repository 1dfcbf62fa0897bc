import { media, mediaQuery } from './media';
import { colors, theme } from './theme';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colours meet WCAG AA for text (4.5:1)', () => {
  it.each([
    ['text', 'background'],
    ['text', 'surface'],
    ['textMuted', 'background'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceSand'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['onPrimary', 'primaryDark'],
    ['primary', 'background'],
    ['primary', 'surface'],
    ['primary', 'primarySoft'],
    ['onAccent', 'accentStrong'],
    ['text', 'accent'],
    ['success', 'successSoft'],
    ['warning', 'warningSoft'],
    ['danger', 'dangerSoft'],
    ['info', 'infoSoft'],
    ['neutral', 'neutralSoft'],
  ] as const)('%s on %s', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['borderStrong', 'background'],
    ['focus', 'background'],
    ['star', 'surface'],
  ] as const)('%s on %s reaches 3:1 for UI graphics', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('media', () => {
  it('builds mobile-first queries from the SPEC breakpoints', () => {
    expect(media.up('sm')).toBe('@media (min-width: 576px)');
    expect(media.up('md')).toBe('@media (min-width: 768px)');
    expect(media.up('lg')).toBe('@media (min-width: 991px)');
    expect(mediaQuery.down('lg')).toBe('(max-width: 990.98px)');
  });

  it('is on the theme too, for styled templates', () => {
    expect(theme.media.up('md')).toBe(media.up('md'));
  });
});
