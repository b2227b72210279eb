import type { ThemeConfig } from 'antd';

export const FONT_STACK = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** One calm government blue, white surfaces on light grey, dark grey text (DESIGN.md). */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
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
  token: { fontSize: 14, lineHeight: 1.6 },
};
