/**
 * `make(i)` for every i < count, `size` at a time, in order: what the load and the benches set
 * up (sign-ups hash passwords, sockets connect) without asking for everything at once.
 */
export async function inTurns(count, size, make) {
  const made = [];
  for (let i = 0; i < count; i += size) {
    const turn = Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j));
    made.push(...(await Promise.all(turn)));
  }
  return made;
}
