import type { ThemeConfig } from 'antd';

// Issue 12 (WCAG 2.1 AA): every text colour antd derives from these tokens reads at 4.5:1 or more on white and on
// the light backgrounds it is drawn on (table headers #fafafa, tags' light fills, the page #f3f5f9). antd's own
// secondary (0.45 alpha, 3.4:1), placeholder and disabled (0.25, 1.8:1) greys and the status and preset tag
// texts (green-7 3.4:1, orange-7 3.3:1, success #52c41a 2.2:1) do not; the values here are measured by the
// accessibility scan (e2e/specs/a11y.spec.ts).
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)'; // 5.7:1 on white, 5.6:1 on the page background
const TEXT_FAINT = 'rgba(0, 0, 0, 0.56)'; // 4.9:1: placeholders, disabled texts

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf', // 6.1:1 on white, both ways
    colorLink: '#1f5fbf',
    colorInfo: '#1f5fbf',
    colorSuccess: '#237804', // 5.4:1 on its light fill #f6ffed
    colorWarning: '#ad4e00', // 5.6:1 on #fff7e6
    colorError: '#cf1322', // 5.1:1 on #fff2f0
    // The fills derived from the darker status colours turn grey (#adb8a5): antd's own light fills are kept.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorTextSecondary: TEXT_SECONDARY,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextDescription: TEXT_SECONDARY,
    colorTextPlaceholder: TEXT_FAINT,
    colorTextDisabled: TEXT_FAINT,
    colorTextQuaternary: TEXT_FAINT,
    // Preset tag colours (<Tag color="green">) take their text from the palette's 7th shade, which antd 6 does
    // not let the theme override: app/styles.css sets those CSS variables on tags.
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', siderBg: '#0f2b4f', triggerBg: '#0b2240' },
    Menu: {
      darkItemBg: '#0f2b4f',
      darkSubMenuItemBg: '#0b2240',
      darkItemSelectedBg: '#1f5fbf',
      // The default dark item text (white at 0.65) is 6.4:1 on #0f2b4f but 4.2:1 on the selected #1f5fbf.
      darkItemColor: 'rgba(255, 255, 255, 0.85)',
    },
  },
};
