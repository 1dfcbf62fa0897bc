import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { authFlowAtom, closedFlow, type AuthFlow } from './auth-flow';
import { locationPromptAtom } from './location-prompt-atom';

/** The flow's state and the moves between its modals. */
export function useAuthFlow() {
  const [flow, setFlow] = useAtom(authFlowAtom);
  const setLocationPrompt = useSetAtom(locationPromptAtom);
  const go = useCallback(
    (patch: Partial<AuthFlow>) => setFlow((current) => ({ ...current, ...patch })),
    [setFlow],
  );
  const close = useCallback(() => setFlow(closedFlow), [setFlow]);
  return { flow, go, close, setLocationPrompt };
}
