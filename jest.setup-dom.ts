import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { Modal } from './packages/ui/src/modal/lazy-modal';

// react-router 7 reads TextEncoder at import; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// In the browser a dialog's code loads the first time one opens (ui's Modal); component tests
// start with it loaded, as every open after the page's first is. The browser tests open each
// page's first dialog on the built site.
beforeAll(() => Modal.preload());

// A page's first render of a list (ten restaurant cards, their styles written into jsdom's CSS
// model) takes about a second of this 2-core machine's time in jsdom, near Testing Library's
// 1 s default for findBy and waitFor, and a test rendering several takes more than jest's 5 s:
// a wait fails when the page never shows the thing, not when jsdom is slow to draw it.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
