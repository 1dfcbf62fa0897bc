import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 reads TextEncoder at import; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
