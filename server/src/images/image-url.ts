/** DB image columns hold paths under /images; answers carry absolute URLs. */
export function imageUrl(publicUrl: string, imagePath: string | null | undefined): string {
  if (!imagePath) return '';
  if (/^https?:\/\//.test(imagePath)) return imagePath;
  return `${publicUrl}${imagePath.startsWith('/') ? '' : '/'}${imagePath}`;
}
