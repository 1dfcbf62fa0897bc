// The flags Debian's Chromium runs headless with here (TOOLCHAIN.md): for the bench's browser
// and Lighthouse's alike.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
