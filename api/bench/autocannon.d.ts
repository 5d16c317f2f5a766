// The part of autocannon's API the API bench uses (the package ships no types).
declare module 'autocannon' {
  interface AutocannonRequest {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; what it returns is sent instead. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }
  interface AutocannonOptions {
    url: string;
    connections: number;
    duration: number;
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    /** Answers per HTTP status code. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
