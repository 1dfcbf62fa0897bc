import { createStore } from 'jotai';
import { authFlowAtom, closedFlow, type AuthFlow } from '../../auth-flow';

/** A jotai store whose auth flow starts at the given step, for renderApp's `store` option. */
export function flowStore(flow: Partial<AuthFlow>) {
  const store = createStore();
  store.set(authFlowAtom, { ...closedFlow, ...flow });
  return store;
}
