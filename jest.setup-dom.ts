import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { Modal } from './packages/ui/src/modal/lazy-modal';

// react-router 7 reads TextEncoder at import; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// In the browser a dialog's code loads the first time one opens (ui's Modal); component tests
// start with it loaded, as every open after the page's first is. The browser tests open each
// page's first dialog on the built site.
beforeAll(() => Modal.preload());
