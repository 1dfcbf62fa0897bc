/**
 * Moves focus to the page's h1 once it shows (a remote renders it late, a loader may come
 * first), so a screen reader announces the new page. Only from where focus was when asked (the
 * link or button that led here, or nowhere): never from where the user or a dialog has since
 * put it. Gives up after 10 s; returns the stop.
 */
export function focusPageHeading(from: Element | null): () => void {
  let focused: HTMLElement | null = null;
  const check = () => {
    const active = document.activeElement;
    const free = !active || active === document.body || !active.isConnected;
    if (!free && active !== from && active !== focused) return stop();
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading || heading === active) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  check();
  return stop;
}
