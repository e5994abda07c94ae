// Fetches a recipe page for the importer without letting a link reach what only the server can
// reach: http(s) only, no credentials in the address, the host resolved once and every address
// checked (ip-address.ts), the connection pinned to the address checked (no second DNS answer
// can swap it), each redirect checked again, a total time limit and a size limit.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import type { AllowedHost } from '../../../env';
import { AppError } from '../../../platform/errors';
import { classifyAddress } from './ip-address';

export const SAFE_FETCH_LIMITS = {
  /** The whole fetch, redirects included. */
  timeoutMs: 10_000,
  /** The page's body, as received. */
  maxBytes: 3 * 1024 * 1024,
  /** Redirects followed; one more is refused. */
  maxRedirects: 5,
} as const;

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  /** Hosts let through even on a private or loopback address (RECIPE_IMPORT_ALLOWED_HOSTS). */
  allowedHosts: readonly AllowedHost[];
  /** Names Popote to the site: `Popote/1.0 (+https://popote.ch)`. */
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Every address of a host name (the system resolver by default; tests may replace it). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** The caller's own end (the request closed): stops the fetch. */
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** The page's address after redirects. */
  url: string;
  html: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The user agent of Popote's fetches: its name, and where to learn about it. */
export function popoteUserAgent(publicBaseUrl: string): string {
  return `Popote/1.0 (+${publicBaseUrl})`;
}

/**
 * Fetches `address` (an absolute http(s) URL) and answers its HTML, or throws an `AppError`
 * whose French message says what went wrong: IMPORT_URL_INVALID, IMPORT_ADDRESS_REFUSED,
 * IMPORT_HOST_NOT_FOUND, IMPORT_TIMEOUT, IMPORT_TOO_LARGE, IMPORT_TOO_MANY_REDIRECTS,
 * IMPORT_NOT_HTML, IMPORT_PAGE_UNAVAILABLE.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal
    ? AbortSignal.any([timeout.signal, options.signal])
    : timeout.signal;
  try {
    let url = checkedUrl(address);
    for (let redirects = 0; ; redirects += 1) {
      const targets = await untilAborted(resolveTargets(url, options), signal);
      const answer = await fetchOnce(url, targets, options, signal);
      if ('html' in answer) return answer;
      if (redirects >= maxRedirects) throw new AppError('IMPORT_TOO_MANY_REDIRECTS');
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw new AppError('IMPORT_PAGE_UNAVAILABLE');
      }
      url = checkedUrl(next.href);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (timeout.signal.aborted) throw new AppError('IMPORT_TIMEOUT', { cause: error });
    throw new AppError('IMPORT_PAGE_UNAVAILABLE', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** An absolute http(s) URL without user name or password, or IMPORT_URL_INVALID. */
export function checkedUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new AppError('IMPORT_URL_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('IMPORT_URL_INVALID');
  if (url.username || url.password) throw new AppError('IMPORT_URL_INVALID');
  if (!url.hostname) throw new AppError('IMPORT_URL_INVALID');
  url.hash = '';
  return url;
}

/** The URL's host without IPv6 brackets, as the allow-list writes it. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** True when RECIPE_IMPORT_ALLOWED_HOSTS names this URL's host (and its port, if it names one). */
export function isAllowedHost(url: URL, allowedHosts: readonly AllowedHost[]): boolean {
  const host = hostOf(url);
  const port = portOf(url);
  return allowedHosts.some(
    (allowed) => allowed.host === host && (allowed.port === undefined || allowed.port === port),
  );
}

/**
 * Resolves the host once, and answers the addresses to connect to: every address it has must be
 * public, unless the host is allowed by name.
 */
async function resolveTargets(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress[]> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch (error) {
      throw new AppError('IMPORT_HOST_NOT_FOUND', { cause: error });
    }
    if (addresses.length === 0) throw new AppError('IMPORT_HOST_NOT_FOUND');
  }
  const allowed = isAllowedHost(url, options.allowedHosts);
  if (!allowed && addresses.some(({ address }) => classifyAddress(address) !== 'public'))
    throw new AppError('IMPORT_ADDRESS_REFUSED');
  return addresses;
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  return dnsLookup(hostname, { all: true, verbatim: true });
}

/**
 * A resolver that answers the addresses already checked, whatever it is asked: all of them when
 * Node tries each family in turn (« happy eyeballs »), the first one otherwise.
 */
function pinnedLookup(targets: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        targets.map(({ address, family }) => ({ address, family })),
      );
    else callback(null, targets[0]!.address, targets[0]!.family);
  };
}

/** One request to the checked address: the page, or where it redirects to. */
async function fetchOnce(
  url: URL,
  targets: ResolvedAddress[],
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<FetchedPage | { location: string }> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const agent = new Agent({ connect: { lookup: pinnedLookup(targets) }, connections: 1 });
  try {
    const response = await request(url, {
      dispatcher: agent,
      method: 'GET',
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5',
        // The body is read as it comes: no compression, so the 3 MB limit is the page's own size.
        'accept-encoding': 'identity',
      },
    });
    const { statusCode, headers, body } = response;
    // Destroying a body unread makes it emit an abort error: expected, and handled here.
    body.on('error', () => {});
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (REDIRECTS.has(statusCode)) {
      body.destroy();
      const location = header('location');
      if (!location) throw new AppError('IMPORT_PAGE_UNAVAILABLE');
      return { location };
    }
    if (statusCode < 200 || statusCode >= 300) {
      body.destroy();
      throw new AppError('IMPORT_PAGE_UNAVAILABLE');
    }
    const contentType = header('content-type') ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (!HTML_TYPES.has(mediaType)) {
      body.destroy();
      throw new AppError('IMPORT_NOT_HTML');
    }
    if (Number(header('content-length') ?? 0) > maxBytes) {
      body.destroy();
      throw new AppError('IMPORT_TOO_LARGE');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy();
        throw new AppError('IMPORT_TOO_LARGE');
      }
      chunks.push(chunk);
    }
    return { url: url.href, html: decode(Buffer.concat(chunks), contentType) };
  } finally {
    void agent.destroy().catch(() => {});
  }
}

/** The page's text in the charset it declares (header first, then a <meta>), UTF-8 otherwise. */
function decode(bytes: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(
      bytes.subarray(0, 2048).toString('latin1'),
    )?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}
