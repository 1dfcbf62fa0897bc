import type { CartLine } from '@island-eats/api-client';
import { sameIds } from '@island-eats/api-client/rules';

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
