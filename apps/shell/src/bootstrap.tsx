import { configureApi, keepSessionInCookie } from '@island-eats/api-client';
import { startApp } from '@island-eats/app-frame';
import { registerRemoteManifests } from '@island-eats/app-frame/remotes';
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
  // the shell's server paints a customer's own pages (their profile) for the session it holds
  keepSessionInCookie();
  registerRemoteManifests(config.remotes);
  return <ShellApp />;
});
