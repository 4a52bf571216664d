/** What the progress endpoint reports for a render. */
export interface VideoJobStatus {
  readonly state: 'idle' | 'rendering' | 'done' | 'failed';
  readonly progress: number;
}

/** How a render ended: the stored file's name, or a failure with ffmpeg's log. */
export type RenderOutcome = { readonly file: string } | { readonly failed: true; readonly log: string };

export type Render = (report: (progress: number) => void) => Promise<RenderOutcome>;

/** The renders of one server process, by key (item, theme, strip flag). */
export interface VideoJobs {
  /** The running or finished render of this key, or a new one (a failed render is tried again). */
  run(key: string, render: Render): Promise<RenderOutcome>;
  status(key: string): VideoJobStatus;
}

interface Job {
  status: VideoJobStatus;
  result: Promise<RenderOutcome>;
}

/** At most `limit` functions at once; the others wait in arrival order. */
const createSlots = (limit: number) => {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next === undefined) busy -= 1;
      else next();
    }
  };
};

const asFailure = (error: unknown): RenderOutcome => ({ failed: true, log: error instanceof Error ? error.message : String(error) });

/**
 * Renders keyed in memory: a second request for a key being rendered waits for the same render, a done one answers
 * at once. `concurrency` bounds the ffmpeg processes (each one keeps a core busy); queued renders report 0.
 */
export const createVideoJobs = (concurrency: number): VideoJobs => {
  const jobs = new Map<string, Job>();
  const slot = createSlots(concurrency);
  return {
    run: (key, render) => {
      const existing = jobs.get(key);
      if (existing !== undefined && existing.status.state !== 'failed') return existing.result;
      const job: Job = { status: { state: 'rendering', progress: 0 }, result: Promise.resolve({ failed: true, log: '' }) };
      const report = (progress: number): void => {
        if (job.status.state === 'rendering' && progress > job.status.progress) job.status = { state: 'rendering', progress };
      };
      job.result = slot(() => render(report)).catch(asFailure).then((outcome) => {
        job.status = 'file' in outcome ? { state: 'done', progress: 1 } : { state: 'failed', progress: job.status.progress };
        return outcome;
      });
      jobs.set(key, job);
      return job.result;
    },
    status: (key) => jobs.get(key)?.status ?? { state: 'idle', progress: 0 },
  };
};
