import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { loadedWhenShown } from '@island-eats/ui';

// The form's own height (question-form.tsx: its label, textarea and button), held before its
// code arrives so the footer never changes height.
const Slot = styled.div`
  min-height: 164px;
`;

const QuestionForm = loadedWhenShown(
  () => import('./question-form').then((module) => module.QuestionForm),
  ({ wanted }: { wanted: boolean }) => wanted,
);

const FIRST_INTERACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/** False until the visitor first scrolls, presses a key or touches the page. */
function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const seen = () => setInteracted(true);
    // a scroll made on the server's HTML, before this hydrated, fired no event we heard
    if (window.scrollY > 0) {
      seen();
      return;
    }
    for (const name of FIRST_INTERACTIONS) window.addEventListener(name, seen, { passive: true });
    return () => {
      for (const name of FIRST_INTERACTIONS) window.removeEventListener(name, seen);
    };
  }, [interacted]);
  return interacted;
}

/**
 * The footer's question box, its code loaded at the visitor's first scroll, key or touch: the
 * footer starts below the fold (MainLayout), so no first paint shows it, and its ~0.5 KB gz
 * stays out of the first load of `/` (DESIGN.md §7). A keyboard user's first Tab loads it
 * long before focus reaches the footer.
 */
export function QuestionSlot() {
  return (
    <Slot>
      <QuestionForm wanted={useInteracted()} />
    </Slot>
  );
}
