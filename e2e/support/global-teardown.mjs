export default async function globalTeardown() {
  await globalThis.__site?.stop();
}
