/** Keys a number input accepts but the numeric fields must not (SPEC §5). */
const BLOCKED = new Set(['e', 'E', '+', '-']);

export function isBlockedNumericKey(key: string): boolean {
  return BLOCKED.has(key);
}

/** onKeyDown handler for numeric inputs. */
export function blockNonNumericKeys(event: { key: string; preventDefault(): void }): void {
  if (isBlockedNumericKey(event.key)) event.preventDefault();
}
