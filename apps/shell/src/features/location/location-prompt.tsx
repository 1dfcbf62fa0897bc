import { useAtom } from 'jotai';
import { useState } from 'react';
import { failureMessage, getCurrentLocation } from '@island-eats/api-client';
import { saveProfileLocation, switchLocation } from '@island-eats/app-frame/choices';
import { Button, Modal, notify } from '@island-eats/ui';
import { ISLAND_NAMES } from './island-names';
import { locationPromptAtom } from './location-prompt-atom';

/**
 * SPEC.md §4, on login: the user's saved island differs from the site's. Yes switches (stores
 * and publishes the island, clears the cart) and reloads; Don't Switch keeps the site's island
 * and moves the profile to it.
 */
export function LocationPrompt() {
  const [island, setIsland] = useAtom(locationPromptAtom);
  const [busy, setBusy] = useState<'switch' | 'stay' | null>(null);
  if (!island) return null;

  async function answer(choice: 'switch' | 'stay') {
    if (!island || busy) return;
    setBusy(choice);
    try {
      if (choice === 'switch') {
        await switchLocation(island);
        window.location.reload();
        return;
      }
      await saveProfileLocation(getCurrentLocation());
      setIsland(null);
    } catch (failure) {
      notify.error(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open
      onClose={() => setIsland(null)}
      title="Switch Location"
      size="md"
      dismissible={false}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => void answer('stay')}
            loading={busy === 'stay'}
            disabled={busy === 'switch'}
          >
            Don&apos;t Switch
          </Button>
          <Button
            onClick={() => void answer('switch')}
            loading={busy === 'switch'}
            disabled={busy === 'stay'}
          >
            Yes, Switch Location
          </Button>
        </>
      }
    >
      <p>
        Hey, looks like you are in <strong>{ISLAND_NAMES[island]}</strong>.
      </p>
      <p>You are browsing {ISLAND_NAMES[getCurrentLocation()]}. Switch to your island?</p>
    </Modal>
  );
}
