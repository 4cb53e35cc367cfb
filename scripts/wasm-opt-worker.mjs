// A worker of scripts/split-wasm.mjs: `wasm-opt -Oz --converge` on the files it is sent, in place,
// through binaryen's JS API (npm `binaryen`, the same build as its wasm-opt command). Loading
// binaryen once per worker instead of once per file is what makes it fast: a build has 400-odd
// parts, and each run of the command paid a Node start-up and binaryen's load, about a second.
// The options are the command's -Oz: optimise level 2, shrink level 2, and Stack IR generated and
// optimised as the command does when it writes an optimised binary (checked: the outputs are byte
// for byte the command's, on every part of a build and on the main module).
import { parentPort } from 'node:worker_threads';
import { readFileSync, writeFileSync } from 'node:fs';
import binaryen from 'binaryen';

binaryen.setOptimizeLevel(2);
binaryen.setShrinkLevel(2);
binaryen.setGenerateStackIR(true);
binaryen.setOptimizeStackIR(true);

/** -Oz --converge: the passes again while the binary shrinks. */
function optimize(file) {
  const module = binaryen.readBinary(readFileSync(file));
  try {
    let size = module.emitBinary().length;
    for (;;) {
      module.optimize();
      const now = module.emitBinary().length;
      if (now >= size) break;
      size = now;
    }
    writeFileSync(file, module.emitBinary());
  } finally {
    module.dispose();
  }
}

parentPort.on('message', (file) => {
  try {
    optimize(file);
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: String(error?.stack ?? error) });
  }
});
