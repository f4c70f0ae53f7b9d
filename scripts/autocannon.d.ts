/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: Array<{
      method?: 'GET' | 'HEAD' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Mutates the request before it is sent (a unique query per request...). */
      setupRequest?: (
        request: { method?: string; path: string; headers?: Record<string, string> },
        /** One object per connection, kept across its requests. */
        context: Record<string, unknown>,
      ) => { method?: string; path: string; headers?: Record<string, string> };
    }>;
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers with a 2xx status. */
    '2xx': number;
    /** Seconds the run lasted. */
    duration: number;
  }
  /** A running load: emits `response` per answer (the connection's client object, status, bytes, latency in ms). */
  export interface Instance {
    on(event: 'response', listener: (client: object, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
