import { SESSION_EXPIRED_MESSAGE } from './constants';

export interface ApiConfig {
  /** e.g. http://localhost:4000/api/v1 — read from the app's /config.json, never built in */
  apiBase: string;
  imageBase: string;
  /**
   * Where the restaurants' guests open restro-menu (the runtime config's restroMenuUrl): the
   * origin of a table card's QR code, on whichever host draws the card. '' when not given.
   */
  restroMenuUrl?: string;
  /** 'Unauthenticated.' arrived: the session is already cleared. */
  onSessionExpired?: () => void;
  /** HTTP 400/401/403 arrived: the session is already cleared; `message` is the server's. */
  onLoggedOut?: (message: string) => void;
}

function alertAndReload(): void {
  window.alert(SESSION_EXPIRED_MESSAGE);
  window.location.reload();
}

let current: Required<ApiConfig> = {
  apiBase: '',
  imageBase: '',
  restroMenuUrl: '',
  onSessionExpired: alertAndReload,
  onLoggedOut: () => {},
};

/** Called once by each host at start-up; the package is a singleton, so every remote shares it. */
export function configureApi(config: ApiConfig): void {
  current = {
    apiBase: config.apiBase.replace(/\/+$/, ''),
    imageBase: config.imageBase.replace(/\/+$/, ''),
    restroMenuUrl: config.restroMenuUrl ?? '',
    onSessionExpired: config.onSessionExpired ?? alertAndReload,
    onLoggedOut: config.onLoggedOut ?? (() => {}),
  };
}

export function getApiConfig(): Readonly<Required<ApiConfig>> {
  return current;
}
