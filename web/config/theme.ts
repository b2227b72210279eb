import type { ThemeConfig } from 'antd';

export const FONT_STACK = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/**
 * Each theme's CSS variables under a class of its own, the same on every page and in every process (antd would name
 * it after the provider's place in the tree): the stylesheet made at build time holds all four themes' variables
 * (web/app/antd-styles.server.tsx).
 */
const cssVarKey = (name: string): ThemeConfig['cssVar'] => ({ key: `css-var-${name}` });

/** One calm government blue, white surfaces on light grey, dark grey text (DESIGN.md). */
export const portalTheme: ThemeConfig = {
  cssVar: cssVarKey('portal'),
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    // The derived hover shade (#417dcc) is 4.2 : 1 on white, under WCAG AA for text (issue 14); this one is 5.2 : 1.
    colorPrimaryHover: '#2f6cc2',
    colorLinkHover: '#2f6cc2',
    // antd's placeholder grey (#bfbfbf, 1.8 : 1) fails axe's colour contrast where a Select shows it as text (issue 14).
    colorTextPlaceholder: '#707070',
    colorError: '#c0392b',
    colorWarning: '#b76e00',
    colorText: '#262b33',
    colorTextSecondary: '#4f5866',
    colorTextDescription: '#59616d',
    colorBgLayout: '#f4f6f9',
    fontFamily: FONT_STACK,
    fontSize: 16,
    lineHeight: 1.7,
    borderRadius: 4,
  },
};

/** The back office keeps the denser 14 px of the admin shell people know. */
export const systemTheme: ThemeConfig = {
  cssVar: cssVarKey('system'),
  token: { fontSize: 14, lineHeight: 1.6 },
};

/** The 适老化 mode's text is 1.5× the standard's (global.css `font-size: 150%`); charts and table widths follow it. */
export const CARE_TEXT_SCALE = 1.5;

/**
 * 适老化 (issue 14, web/app/global.css "适老化"): 1.5× the text, near-black text, dark-blue links, looser lines, and
 * controls tall enough for the larger text, so antd's components follow the rest of the page.
 */
const CARE_TOKENS: ThemeConfig['token'] = {
  colorText: '#111111',
  colorTextHeading: '#000000',
  colorTextSecondary: '#1a1a1a',
  colorTextTertiary: '#262626',
  colorTextDescription: '#1a1a1a',
  colorTextPlaceholder: '#4d4d4d',
  colorLink: '#0b3d91',
  colorPrimary: '#0b4aa8',
  colorBgLayout: '#ffffff',
  colorBorder: '#767676',
  lineHeight: 1.8,
};

/**
 * antd's tags (状态 已发布, roles such as 系统管理员) take the small text (`fontSizeSM`, 12 px beside 14 px, 18 beside
 * 21 here) in a box of antd's fixed padding: in the mode they carry their information at the text's own size, with
 * the mode's looser line.
 */
const careTags = (fontSize: number): ThemeConfig['components'] => ({ Tag: { fontSizeSM: fontSize, lineHeightSM: 1.5 } });

export const portalCareTheme: ThemeConfig = {
  cssVar: cssVarKey('portal-care'),
  token: { ...portalTheme.token, ...CARE_TOKENS, fontSize: 24, controlHeight: 48, controlHeightSM: 36, controlHeightLG: 56 },
  components: careTags(24),
};

/** The back office's 14 px × 1.5. */
export const systemCareTheme: ThemeConfig = {
  cssVar: cssVarKey('system-care'),
  token: { ...CARE_TOKENS, fontSize: 21, controlHeight: 44, controlHeightSM: 34, controlHeightLG: 52 },
  components: careTags(21),
};
