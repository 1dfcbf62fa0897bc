/** Stops nginx and the API processes; drops the layout's schema and Redis keys. */
export default async function layoutTeardown() {
  await globalThis.__deployLayout?.stop();
}
