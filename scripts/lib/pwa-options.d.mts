import type { VitePWAOptions } from 'vite-plugin-pwa';

export declare const THEME_COLORS: { light: string; dark: string };
export declare const pwaOptions: Partial<VitePWAOptions>;
