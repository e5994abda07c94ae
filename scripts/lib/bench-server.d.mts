export function startBenchServer(options?: {
  host?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<{ base: string; stop(): Promise<void>; pid: number }>;
