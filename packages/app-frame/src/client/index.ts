// The helpers every app's pages share (STYLE.md: one helper per job, found by its name).
export { useRequest, type RequestOptions, type RequestState } from './use-request';
export { useHandedAnswer } from './use-handed-answer';
export { showFailure } from './show-failure';
export { pageNotFound } from './page-not-found';
export { useLoggedIn } from './use-logged-in';
export { refreshCounts, startCounts, useHeaderCounts } from './header-counts';
export { useMapsKey } from './use-maps-key';
export { useRuntimeConfig } from './use-runtime-config';
