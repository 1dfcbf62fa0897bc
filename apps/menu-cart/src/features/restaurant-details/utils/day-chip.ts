/** 'Monday' → 'Mon' (SPEC §2: three-letter business-day chips). */
export const dayChip = (day: string) => day.trim().slice(0, 3);
