import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme: the default look with every text readable (WCAG AA, 4.5 : 1, issue 35
 * item 11 — e2e/axe.e2e.ts runs axe-core on every menu screen). antd's defaults fall short in
 * these places, changed here once rather than per screen:
 * - the primary blue (#1677ff: buttons, links, the menu's chosen entry) is 4.1 : 1 under white
 *   text: one step darker, #0958d9 (antd's blue-7), is 6.2 : 1 — links take it too;
 * - secondary and placeholder text (breadcrumb, hints, empty selects) at 45 % and 25 % black are
 *   3.4 and 1.8 : 1 on white: 62 % and 55 % are 6.2 and 4.7 : 1;
 * - a tag's text is its colour's 7th shade on the 1st: for volcano, orange, gold, yellow, lime,
 *   green and cyan (status tags) that is 2.0–4.4 : 1, so their 7th shade takes a darker one of
 *   their own palette (5.1–6.6 : 1), the tag's light background left as it is;
 * - a table's or a list's empty text (暂无数据, 请先选择查询条件) is in the disabled grey, 25 %
 *   black, 1.8 : 1: the disabled grey is the placeholder's, 55 % (WCAG exempts disabled controls,
 *   which still read as disabled by their grey background). Set for the whole app, not as a
 *   Table or List token: antd writes a component's tokens into the page only once the component
 *   is mounted, and a list shown empty for its first moments was caught in the default grey;
 * - a switch that is off is 25 % black too, under its white text: it takes the placeholder's.
 */
export const appTheme: ThemeConfig = {
  token: {
    borderRadius: 4,
    colorPrimary: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
    colorLink: '#0958d9',
    // Danger buttons and links (删除) in red: #ff4d4f is 3.3 : 1 on white, #cf1322 (red-7) 5.9.
    colorError: '#cf1322',
    // A tag's text (7th shade) on its background (1st), antd's palettes: the lightest darker
    // shade of the colour's own that reads at 4.5 : 1 or more. Each under both of its names: antd
    // writes `green7` and the older `green-7` into the same CSS variable, --ant-green-7.
    volcano7: '#ad2102', // volcano-8, 6.4 : 1 (volcano-7 4.4)
    'volcano-7': '#ad2102',
    orange7: '#ad4e00', // orange-8, 5.1 : 1 (3.3)
    'orange-7': '#ad4e00',
    gold7: '#874d00', // gold-9, 6.5 : 1 (2.8)
    'gold-7': '#874d00',
    yellow7: '#876800', // yellow-9, 5.2 : 1 (2.1)
    'yellow-7': '#876800',
    lime7: '#3f6600', // lime-9, 6.6 : 1 (2.5)
    'lime-7': '#3f6600',
    green7: '#237804', // green-8, 5.4 : 1 (3.4)
    'green-7': '#237804',
    cyan7: '#006d75', // cyan-8, 5.8 : 1 (3.4)
    'cyan-7': '#006d75',
  },
  components: {
    // A switch that is off (its text 关闭 in white) is 25 % black, 1.8 : 1 under the text.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)' },
  },
};
