import { configureApi, keepPageCookie, PAGE_COOKIE } from '@island-eats/api-client';
import { startApp } from '@island-eats/app-frame';
import { registerRemoteManifests } from '@island-eats/app-frame/remotes';
import { expireSession, loggedOutByServer } from './features/session/expire-session';
import { startWebVitals } from './features/web-vitals/start-web-vitals';
import { ShellApp } from './shell-app';

void startApp((config) => {
  // The page's one place for SPEC.md §8's session endings, whichever app made the call.
  configureApi({
    apiBase: config.apiBase,
    imageBase: config.imageBase,
    restroMenuUrl: config.restroMenuUrl,
    onSessionExpired: expireSession,
    onLoggedOut: loggedOutByServer,
  });
  // the page server renders the next page with what this one keeps (session, island, order type)
  keepPageCookie(PAGE_COOKIE);
  registerRemoteManifests(config.remotes);
  // real customers' LCP, INP, CLS and TTFB for the API's metrics
  startWebVitals(config);
  return <ShellApp />;
});
