import { describe, expect, it } from 'vitest';
import { createVideoJobs, type RenderOutcome } from './video-jobs.js';

/** A render the test finishes by hand, reporting progress through `report`. */
const manualRender = () => {
  let finish: (outcome: RenderOutcome) => void = () => undefined;
  let report: (progress: number) => void = () => undefined;
  let calls = 0;
  const render = (reporter: (progress: number) => void) => {
    calls += 1;
    report = reporter;
    return new Promise<RenderOutcome>((resolve) => { finish = resolve; });
  };
  return { render, finish: (outcome: RenderOutcome) => finish(outcome), report: (p: number) => report(p), calls: () => calls };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('video render jobs', () => {
  it('reports idle, then rendering with rising progress, then done; a second run of the key shares the render', async () => {
    const jobs = createVideoJobs(2);
    const manual = manualRender();
    expect(jobs.status('a')).toEqual({ state: 'idle', progress: 0 });
    const first = jobs.run('a', manual.render);
    const second = jobs.run('a', manual.render);
    await tick();
    manual.report(0.4);
    manual.report(0.2);
    expect(jobs.status('a')).toEqual({ state: 'rendering', progress: 0.4 });
    manual.finish({ file: 'x.mp4' });
    expect(await first).toEqual({ file: 'x.mp4' });
    expect(await second).toEqual({ file: 'x.mp4' });
    expect(manual.calls()).toBe(1);
    expect(jobs.status('a')).toEqual({ state: 'done', progress: 1 });
    expect(await jobs.run('a', manual.render)).toEqual({ file: 'x.mp4' });
  });

  it('marks a failed or throwing render failed and tries it again on the next run', async () => {
    const jobs = createVideoJobs(1);
    expect(await jobs.run('a', () => Promise.reject(new Error('boom')))).toEqual({ failed: true, log: 'boom' });
    expect(jobs.status('a').state).toBe('failed');
    expect(await jobs.run('a', () => Promise.resolve({ file: 'y.mp4' }))).toEqual({ file: 'y.mp4' });
  });

  it('runs at most `concurrency` renders at once, queued ones waiting at progress 0', async () => {
    const jobs = createVideoJobs(1);
    const a = manualRender();
    const b = manualRender();
    const first = jobs.run('a', a.render);
    const second = jobs.run('b', b.render);
    await tick();
    expect([a.calls(), b.calls()]).toEqual([1, 0]);
    expect(jobs.status('b')).toEqual({ state: 'rendering', progress: 0 });
    a.finish({ file: 'a.mp4' });
    await first;
    await tick();
    expect(b.calls()).toBe(1);
    b.finish({ file: 'b.mp4' });
    expect(await second).toEqual({ file: 'b.mp4' });
  });
});
