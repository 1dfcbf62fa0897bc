/** The next task: the browser paints, and follows a tapped link, in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A host page's start from its entry (the async boundary Module Federation needs): the
 * federation runtime's start, then react-dom, then ui (with styled-components taking the
 * server's styles in), then the app's `bootstrap`, each evaluated in a task of its own. As one
 * task they held a phone's main thread for ~300 ms (at 4x CPU) while the page was painted.
 */
export function bootInStages(bootstrap: () => Promise<unknown>): void {
  void nextTask()
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('@island-eats/ui'))
    .then(nextTask)
    .then(bootstrap);
}
