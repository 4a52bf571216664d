/** One canned answer of the fake server: a status, and a body (an object is sent as JSON, a string as is). */
export interface CannedAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly statusText?: string;
}

/** A fetch that answers from a queue and records every request, for adapter tests without a server. */
export interface FakeFetch {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly requests: Request[];
  /** The JSON body of the n-th request. */
  jsonBody(index: number): Promise<unknown>;
}

const toResponse = ({ status, body, statusText }: CannedAnswer): Response => {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, {
    status,
    ...(statusText === undefined ? {} : { statusText }),
    headers: { 'content-type': 'application/json' },
  });
};

/** Answers each request with the next canned answer; an Error in the queue rejects like a network failure. */
export const fakeFetch = (...answers: readonly (CannedAnswer | Error)[]): FakeFetch => {
  const queue = [...answers];
  const requests: Request[] = [];
  return {
    requests,
    fetch: (request) => {
      requests.push(request);
      const next = queue.shift();
      if (next === undefined) return Promise.reject(new Error(`unexpected request ${request.method} ${request.url}`));
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(toResponse(next));
    },
    jsonBody: async (index) => {
      const request = requests[index];
      if (request === undefined) throw new Error(`no request ${index}`);
      return (await request.clone().json()) as unknown;
    },
  };
};
