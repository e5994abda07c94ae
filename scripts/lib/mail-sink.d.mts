export interface BenchMailSink {
  /** For SMTP_URL. */
  url: string;
  /** The first link containing `path` in a mail to `to`, once it has arrived. */
  linkFor(to: string, path: string, timeoutMs?: number): Promise<string>;
}

export function benchMailSink(): Promise<BenchMailSink>;
