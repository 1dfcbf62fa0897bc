import { useEffect } from 'react';

// Counted, so a confirm opened over another modal does not unlock the page when it closes.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

function lock() {
  if (locks++ > 0) return;
  const { style } = document.body;
  saved = { overflow: style.overflow, paddingRight: style.paddingRight };
  // Pad by the scrollbar's width so the page behind does not jump sideways (CLS budget).
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
}

function unlock() {
  if (--locks > 0) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
}

export function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
