import { theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

/** WCAG's contrast ratio of two colours (#rrggbb, or rgba(…) laid on white). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = rgb(colour).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function rgb(colour: string): number[] {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (m) {
    const alpha = m[4] === undefined ? 1 : Number(m[4]);
    return [m[1], m[2], m[3]].map((v) => Number(v) * alpha + 255 * (1 - alpha));
  }
  return [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
}

const token = theme.getDesignToken(appTheme) as unknown as Record<string, string>;

describe('the app theme reads at 4.5 : 1 (WCAG AA)', () => {
  it.each(PresetColors)('a %s tag: its text (7th shade) on its background (1st)', (colour) => {
    expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
    // Both names of the shade are one CSS variable (--ant-green-7): the older one must agree.
    expect(token[`${colour}-7`]).toBe(token[`${colour}7`]);
  });

  it('links, secondary and placeholder text on white; white on the primary and danger buttons', () => {
    for (const text of ['colorLink', 'colorTextSecondary', 'colorTextDescription', 'colorTextPlaceholder'])
      expect(contrast(token[text], '#ffffff'), text).toBeGreaterThanOrEqual(4.5);
    for (const button of ['colorPrimary', 'colorError'])
      expect(contrast('#ffffff', token[button]), button).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on a switch that is off', () => {
    const off = appTheme.components?.Switch?.colorTextQuaternary;
    expect(off).toBeDefined();
    expect(contrast('#ffffff', off!)).toBeGreaterThanOrEqual(4.5);
  });

  it("a table's or a list's empty text (the disabled grey) on white", () => {
    expect(contrast(token.colorTextDisabled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
