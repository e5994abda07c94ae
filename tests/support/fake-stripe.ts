import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The part of a Stripe subscription Popote reads. */
export interface FakeSubscription {
  id: string;
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  /** Seconds since the epoch. */
  current_period_end: number;
}

/**
 * A local stand-in for Stripe's API (STRIPE_API_URL): it holds subscriptions and checkout
 * sessions as Stripe would, answers the SDK's reads, and can be made to fail like an outage.
 */
export class FakeStripe {
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly sessions = new Map<string, Record<string, unknown>>();
  /** Answer every request with this status (an outage), until set back to null. */
  failWith: number | null = null;
  readonly requests: string[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://stripe.local').pathname;
      this.requests.push(`${request.method} ${path}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (this.failWith) return send(this.failWith, { error: { type: 'api_error' } });
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && subscription) {
        const found = this.subscriptions.get(subscription[1]!);
        return found ? send(200, this.subscriptionJson(found)) : this.missing(send);
      }
      const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && session) {
        const found = this.sessions.get(session[1]!);
        if (!found) return this.missing(send);
        const expanded = this.subscriptions.get(String(found.subscription));
        return send(200, {
          ...found,
          subscription: expanded ? this.subscriptionJson(expanded) : found.subscription,
        });
      }
      return this.missing(send);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private subscriptionJson(subscription: FakeSubscription) {
    const { current_period_end, ...rest } = subscription;
    return {
      object: 'subscription',
      ...rest,
      items: { object: 'list', data: [{ current_period_end }] },
    };
  }

  private missing(send: (status: number, body: unknown) => void) {
    send(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
    });
  }
}
