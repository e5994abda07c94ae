import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../env';

/**
 * Security headers for every answer. The CSP allows no inline script but the ones whose hash
 * is given (the theme script written into each page, lib/html-documents.ts); inline styles
 * stay allowed for components that position themselves with style attributes.
 */
export function securityHeaders(
  config: Pick<Config, 'publicBaseUrl'>,
  scriptHashes: readonly string[] = [],
) {
  const https = config.publicBaseUrl.startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
