import { startApp } from '@island-eats/app-frame';
import { registerRemoteManifests } from './remotes/load-remote-module';
import { ShellApp } from './shell-app';

void startApp((config) => {
  registerRemoteManifests(config.remotes);
  return <ShellApp />;
});
