/** A path's outlet id, or null when it is not one (a guest's typo, a damaged QR code). */
export function outletIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
