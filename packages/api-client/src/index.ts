export * from './types';
export * from './constants';
export { configureApi, getApiConfig, type ApiConfig } from './api-config';
export {
  ApiError,
  failureMessage,
  isApiError,
  isTransientFailure,
  type ApiErrorBody,
  type ApiErrorKind,
} from './api-error';
export { getSession, setSession, updateSession, clearSession, subscribeSession } from './session';
export { keepPageCookie, PAGE_COOKIE, RENDERED, type PageCookie } from './page-cookie';
export {
  PAGE_DATA_ID,
  pageData,
  pageHydrated,
  scopePageData,
  type HandedAnswer,
  type PageData,
} from './page-data';
export {
  stored,
  readRaw,
  writeRaw,
  getCurrentLocation,
  getDeliveryType,
  getChosenPoint,
  chooseDeliveryAddress,
  scopeStorage,
  type ChosenLocation,
  type StoredKey,
  type StoredValues,
} from './storage';
export { getUdId } from './ud-id';
export { imageUrl } from './image-url';
export * from './calls';
export { prefetch } from './http';
// yup-free helpers from the schemas folder; the schemas themselves stay in the subpath entry,
// and the validation messages in '@island-eats/api-client/messages' (forms only). The API's
// answer texts are in '@island-eats/api-client/answer-texts', bundled by the pages that use one.
export { formatPhone } from './schemas/phone-display';
export { formatCardExpiry, splitCardExpiry } from './schemas/card-expiry';
export { blockNonNumericKeys, isBlockedNumericKey } from './schemas/numeric-keys';
