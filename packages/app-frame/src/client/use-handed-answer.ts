import { use, useState, type DependencyList } from 'react';
import { pageData as handedData, type HandedAnswer } from '@island-eats/api-client';

/** The key a first read's answer is handed under: its name, then its inputs. */
export const handedKey = (name: string, inputs: DependencyList = []): string =>
  JSON.stringify([name, ...inputs]);

/**
 * The answer of the page's first read `name` (with its `inputs`; api-client's page-data.ts) as
 * the page was rendered with it: on the page server the read itself, which the render waits
 * for; in the browser the answer the page came with, kept from the first render on. Undefined
 * without a name, when the server could not read it, or on a page that mounts after the first
 * render: the caller then reads in the browser as it always did. It never reads in a browser.
 */
export function useHandedAnswer<T>(
  name: string | undefined,
  inputs: DependencyList,
  load: () => Promise<T>,
): HandedAnswer<T> | undefined {
  const handed = name ? handedData().take(handedKey(name, inputs), load) : undefined;
  const answer: HandedAnswer | undefined = handed instanceof Promise ? use(handed) : handed;
  // the browser's answers are spent once the page has hydrated; the first render's stays
  const [first] = useState(answer);
  return first as HandedAnswer<T> | undefined;
}
