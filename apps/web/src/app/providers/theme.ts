import type { ThemeConfig } from 'antd';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', siderBg: '#0f2b4f', triggerBg: '#0b2240' },
    Menu: { darkItemBg: '#0f2b4f', darkSubMenuItemBg: '#0b2240', darkItemSelectedBg: '#1f5fbf' },
  },
};
