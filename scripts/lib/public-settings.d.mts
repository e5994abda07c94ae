import type { PublicSettings } from '../../src/client/lib/public-settings';

export declare const DEFAULT_PUBLIC_SETTINGS: PublicSettings;
export declare function readPublicSettings(env: Record<string, string | undefined>): PublicSettings;
