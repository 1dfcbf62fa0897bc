const TIME = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function toHoursMinutes(value: string | Date): [number, number] | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : [value.getHours(), value.getMinutes()];
  }
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? [hours, minutes] : null;
}

/**
 * A 24-hour time of day ('13:05:00', '09:30') or a Date → '1:05 PM' (SPEC: h:mm A).
 * Anything else is returned unchanged, so an unexpected value still shows up.
 */
export function formatTime(value: string | Date): string {
  const parsed = toHoursMinutes(value);
  if (!parsed) return String(value);
  const [hours, minutes] = parsed;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${h}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
