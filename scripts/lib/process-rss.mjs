// The API's resident memory, as the bench and the load run watch it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The resident memory of process `pid`, in MB. */
export function rssOfPid(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The resident memory of the process listening on `port`, in MB. */
export function rssOfListener(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return rssOfPid(pid);
}
