import { configureApi } from '@island-eats/api-client';
import { routeTable, startApp } from '@island-eats/app-frame';
import { preloadPageAt, registerRemoteManifests } from '@island-eats/app-frame/remotes';
import { expireSession, loggedOutByServer } from './features/session/expire-session';
import { ShellApp } from './shell-app';

void startApp((config) => {
  // The page's one place for SPEC.md §8's session endings, whichever app made the call.
  configureApi({
    apiBase: config.apiBase,
    imageBase: config.imageBase,
    onSessionExpired: expireSession,
    onLoggedOut: loggedOutByServer,
  });
  registerRemoteManifests(config.remotes);
  // the remote page the visitor opened comes down while the shell renders its frame
  preloadPageAt(routeTable, window.location.pathname);
  return <ShellApp />;
});
