import type { CartLine } from '@island-eats/api-client';

/** Two add-on selections are the same set, whatever order they were picked in. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort((x, y) => x - y);
  return [...a].sort((x, y) => x - y).every((id, i) => id === sorted[i]);
}

/** SPEC §4: the line with the same dish, add-ons and notes, which an add raises instead. */
export function findSameLine(
  lines: readonly CartLine[],
  dishId: number,
  customisation: readonly number[],
  note: string,
): CartLine | undefined {
  const wanted = note.trim();
  return lines.find(
    (line) =>
      line.dishId === dishId &&
      line.spl_instruction.trim() === wanted &&
      sameIds(line.customisation, customisation),
  );
}
