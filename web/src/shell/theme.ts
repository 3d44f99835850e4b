import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme: the default look with every text readable (WCAG AA, 4.5 : 1, issue 35
 * item 11 — e2e/axe.e2e.ts runs axe-core on every menu screen). antd's defaults fall short in
 * three places, changed here once rather than per screen:
 * - the primary blue (#1677ff: buttons, links, the menu's chosen entry) is 4.1 : 1 under white
 *   text: one step darker, #0958d9 (antd's blue-7), is 6.2 : 1 — links take it too;
 * - secondary and placeholder text (breadcrumb, hints, empty selects) at 45 % and 25 % black are
 *   3.4 and 1.8 : 1 on white: 62 % and 55 % are 6.2 and 4.7 : 1;
 * - a tag's text is its colour's 7th shade on the 1st: green, gold, lime, cyan, orange and volcano
 *   (status tags) are 2.5–4.4 : 1 there, so their palettes are made from a darker seed.
 */
export const appTheme: ThemeConfig = {
  token: {
    borderRadius: 4,
    colorPrimary: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorLink: '#0958d9',
    // Danger buttons and links (删除) in red: #ff4d4f is 3.3 : 1 on white, #cf1322 (red-7) 5.9.
    colorError: '#cf1322',
    // Seeds of the preset colours (their 6th shade): each palette is made from its seed, the 7th
    // shade a tag's text. antd's own 7th shade seeds the ones too light.
    green: '#237804',
    gold: '#ad6800',
    lime: '#5b8c00',
    cyan: '#006d75',
    orange: '#ad4e00',
    volcano: '#ad2102',
  },
};
