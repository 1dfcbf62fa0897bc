import { useState } from 'react';
import { getCurrentLocation, type LocatedAt } from '@island-eats/api-client';
import { saveProfileLocation, switchLocation } from '@island-eats/customer-features/choices';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal } from '@island-eats/ui';
import { ISLAND_NAMES } from './island-names';

/**
 * SPEC.md §4, on login: the user's saved island differs from the site's. Yes switches (stores
 * and publishes the island, clears the cart) and reloads; Don't Switch keeps the site's island
 * and moves the profile to it.
 */
export function LocationPrompt({
  island,
  onDone,
}: {
  island: LocatedAt | null;
  onDone: () => void;
}) {
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
      onDone();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open
      onClose={onDone}
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
