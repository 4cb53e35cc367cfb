// The JS half of window.grundyLab (src/ui/api.rs, which documents both functions): an answer
// is handed over in one call and built here, instead of one call from wasm per key and string.

const OUTCOMES = ['N', 'P', 'D'];

export function answer(game, position, text, ends, count, grundy, outcome, remoteness, generalized) {
  let at = 0;
  let from = 0;
  if (position === undefined) {
    from = ends[at++];
    position = text.slice(0, from);
  }
  const moves = [];
  for (let i = 0; i < count; i++) {
    let end = ends[at++];
    const move = text.slice(from, end);
    from = end;
    let to;
    const how = ends[at++];
    if (how === 0) {
      end = ends[at++];
      to = text.slice(from, end);
      from = end;
    } else if (how === 1) {
      const cut = ends[at++];
      const resume = ends[at++];
      end = ends[at++];
      to = position.slice(0, cut) + text.slice(from, end) + position.slice(resume);
      from = end;
    } else {
      const runs = ends[at++];
      to = position.slice(ends[at], ends[at + 1]);
      for (let run = 1; run < runs; run++) to += ' ' + position.slice(ends[at + 2 * run], ends[at + 2 * run + 1]);
      at += 2 * runs;
    }
    moves.push({ move, to });
  }
  const out = { game, position, grundy: Number.isNaN(grundy) ? null : grundy, outcome: OUTCOMES[outcome], winning_moves: moves };
  if (!Number.isNaN(remoteness)) out.remoteness = remoteness;
  if (generalized) out.generalized = text.slice(from, ends[at]);
  return out;
}

const encoder = new TextEncoder();

export function encodeInto(text, memory, at, room) {
  const { read, written } = encoder.encodeInto(text, new Uint8Array(memory.buffer, at, room));
  return read === text.length ? written : -1;
}
