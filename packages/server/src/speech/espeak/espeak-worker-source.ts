/**
 * The program each espeak-ng worker thread runs, as plain JavaScript (evaluated by the Worker, so it needs no build
 * step and runs the same from the TypeScript sources and from dist/). It loads the WASM build of the espeak-ng CLI
 * once, without running it, and then runs the CLI's main() once per message on the same warm instance: main
 * initialises and terminates the engine itself, so no state is kept between runs except getopt's optind, which the
 * caller's argv is padded for (musl's getopt starts at argv[optind]).
 */
export const ESPEAK_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const start = async () => {
  const { default: ESpeakNg } = await import(workerData.moduleUrl);
  let wasm;
  const engine = await ESpeakNg({
    noInitialRun: true,
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, done) => {
      require('node:fs/promises').readFile(workerData.wasmPath)
        .then((bytes) => WebAssembly.instantiate(bytes, imports))
        .then((result) => { wasm = result.instance.exports; done(result.instance, result.module); });
      return {};
    },
  });
  const encoder = new TextEncoder();
  let optind = 1;
  const runMain = (args) => {
    const argv = ['espeak-ng', ...Array(optind - 1).fill('-'), ...args];
    const pointers = argv.map((arg) => {
      const bytes = encoder.encode(arg + '\0');
      const pointer = wasm.malloc(bytes.length);
      engine.HEAPU8.set(bytes, pointer);
      return pointer;
    });
    const list = wasm.malloc(4 * pointers.length);
    pointers.forEach((pointer, index) => { engine.HEAP32[(list >> 2) + index] = pointer; });
    try { return wasm.__main_argc_argv(argv.length, list); }
    finally {
      pointers.forEach((pointer) => wasm.free(pointer));
      wasm.free(list);
      optind = argv.length;
    }
  };
  parentPort.on('message', ({ id, args, text }) => {
    try {
      engine.FS.writeFile('/in.txt', text);
      const status = runMain([...args, '-b', '1', '-f', '/in.txt', '-w', '/out.wav']);
      const wav = engine.FS.readFile('/out.wav');
      engine.FS.unlink('/out.wav');
      parentPort.postMessage({ id, status, wav }, [wav.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: String(error) });
    }
  });
  parentPort.postMessage({ ready: true });
};
start().catch((error) => parentPort.postMessage({ ready: false, error: String(error) }));
`;
