import { useEffect, useState } from 'react';

/** Seconds left before a new code may be asked for, counting down once a second. */
export function useResendCooldown(initialSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, restart: setSecondsLeft };
}
