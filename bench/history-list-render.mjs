// Rendering the history page with 10,000 loaded rows in jsdom: the real route, list and virtualiser (fake use-cases,
// as in the web tests), loaded through Vite's SSR module loader so the .css.ts files and TSX compile as in the app.
// Prints first-render, scroll-to-end and selection-update times; asserts nothing. Run: npm run bench:history-render
import { JSDOM } from 'jsdom';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
// React's production build by default (what users run); BENCH_REACT=development measures the development build.
const MODE = process.env.BENCH_REACT === 'development' ? 'development' : 'production';
process.env.NODE_ENV = MODE;
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROW_HEIGHT = 64;
const VIEWPORT_HEIGHT = 640;

// A browser-like global scope before React and Testing Library load. jsdom lays nothing out, so the viewport's
// height is given (the virtualiser reads clientHeight).
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
const { window } = dom;
// Every window property Node lacks becomes a global (as jsdom-global does), methods bound to the window;
// navigator replaces Node's own.
const windowKeys = new Set();
for (let scope = window; scope !== null && scope !== Object.prototype; scope = Object.getPrototypeOf(scope)) {
  for (const key of Object.getOwnPropertyNames(scope)) windowKeys.add(key);
}
for (const key of windowKeys) {
  if ((key in globalThis && key !== 'navigator') || key === 'constructor') continue;
  const value = window[key];
  const method = typeof value === 'function' && /^[a-z]/.test(key);
  Object.defineProperty(globalThis, key, { value: method ? value.bind(window) : value, configurable: true, writable: true });
}
globalThis.window = window;
window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
globalThis.ResizeObserver = window.ResizeObserver;
window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
globalThis.matchMedia = window.matchMedia;
window.scrollTo = () => undefined;
globalThis.scrollTo = window.scrollTo;
window.Element.prototype.scrollIntoView = () => undefined;
Object.defineProperty(window.HTMLElement.prototype, 'clientHeight', { get: () => VIEWPORT_HEIGHT, configurable: true });
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
// The router settles after the first act; React's reminders about that are noise here.
const consoleError = console.error;
console.error = (...args) => {
  if (!/not wrapped in act|ReactDOMTestUtils.act/.test(String(args[0]))) consoleError(...args);
};

const { createServer } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');

const vite = await createServer({
  configFile: false,
  mode: MODE,
  root: path.join(root, 'packages/web'),
  logLevel: 'error',
  appType: 'custom',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@cadence/source', 'module', 'browser', 'development|production'] },
  // The router ships a server build for Node: load it (and the workspace sources) as the browser would.
  ssr: {
    resolve: { conditions: ['@cadence/source', 'browser', 'development'] },
    noExternal: [/^@cadence\//, /^@tanstack\//],
  },
  server: { middlewareMode: true, hmr: false, ws: false },
});

const now = () => performance.now();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (in macrotasks) until the predicate holds; answers the time it took. */
const until = async (predicate, started) => {
  for (let spins = 0; spins < 100_000; spins += 1) {
    if (predicate()) return now() - started;
    await tick();
  }
  throw new Error('timed out');
};

try {
  const { renderApp } = await vite.ssrLoadModule('/src/test/render-app.tsx');
  const { historyRows, historyView } = await vite.ssrLoadModule('/src/test/history-fakes.ts');
  const { SIGNED_IN } = await vite.ssrLoadModule('/src/test/fakes.ts');
  // Testing Library renders through React.act, which production builds lack: there it just runs the callback, and
  // the waits below poll until the DOM shows the result.
  const React = (await import('react')).default;
  React.act ??= (callback) => {
    const result = callback();
    return result instanceof Promise ? result : { then: (resolve) => resolve(result) };
  };
  const { act, cleanup, fireEvent } = await import('@testing-library/react');

  const rows = historyRows(ROWS);
  const view = historyView(rows);
  const results = { firstRender: [], scrollToEnd: [], scrollSweep: [], selectionUpdate: [], domRows: [] };
  const rowCount = () => document.querySelectorAll('[data-testid="history-row"]').length;
  const hasText = (title) => () => document.querySelector(`[data-testid="history-row"] [title="${title}"]`) !== null;

  // Run 0 warms up (module compilation, JIT) and is left out of the figures.
  for (let run = 0; run <= RUNS; run += 1) {
    let started = now();
    const app = renderApp('/app/speech-synthesis/text-to-speech/history', { session: SIGNED_IN, history: view });
    results.firstRender.push(await until(hasText('Text of h1'), started));
    results.domRows.push(rowCount());

    const viewport = document.querySelector('[data-testid="history-viewport"]');
    started = now();
    act(() => {
      viewport.scrollTop = ROWS * ROW_HEIGHT - VIEWPORT_HEIGHT;
      fireEvent.scroll(viewport);
    });
    results.scrollToEnd.push(await until(hasText(`Text of h${ROWS}`), started));

    // 100 steps of one viewport each from the top, each waited for until its first row shows: one scroll frame.
    act(() => {
      viewport.scrollTop = 0;
      fireEvent.scroll(viewport);
    });
    await until(hasText('Text of h1'), now());
    const rowsPerViewport = VIEWPORT_HEIGHT / ROW_HEIGHT;
    started = now();
    for (let step = 1; step <= 100; step += 1) {
      act(() => {
        viewport.scrollTop = step * VIEWPORT_HEIGHT;
        fireEvent.scroll(viewport);
      });
      await until(hasText(`Text of h${step * rowsPerViewport + 1}`), now());
    }
    results.scrollSweep.push((now() - started) / 100);

    // A new view (one visible row selected) with all 10,000 rows: what a checkbox click costs to re-render.
    const target = 100 * rowsPerViewport;
    started = now();
    act(() => app.history.view.next(historyView(rows.map((row, index) => (index === target ? { ...row, selected: true } : row)))));
    results.selectionUpdate.push(await until(() => document.querySelector('[data-selected="true"]') !== null, started));
    cleanup();
    if (run === 0) for (const list of Object.values(results)) list.length = 0;
  }

  const line = (label, values, unit = 'ms') => console.log(`${label.padEnd(34)} median ${median(values).toFixed(1).padStart(8)} ${unit}   runs ${values.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`History list render, ${ROWS.toLocaleString('en')} rows, viewport ${VIEWPORT_HEIGHT} px, row ${ROW_HEIGHT} px (jsdom, React ${MODE} build, ${RUNS} runs)`);
  line('first render (route to first row)', results.firstRender);
  line('scroll to the end', results.scrollToEnd);
  line('one scroll step (of 100)', results.scrollSweep);
  line('selection update (new view)', results.selectionUpdate);
  console.log(`${'rows in the DOM'.padEnd(34)} ${results.domRows[0]} of ${ROWS.toLocaleString('en')}`);
} finally {
  await vite.close();
}
