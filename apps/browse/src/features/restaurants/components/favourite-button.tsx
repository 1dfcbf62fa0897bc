import { useState } from 'react';
import { getSession, toggleFavourite } from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { HeartIcon, IconButton } from '@island-eats/ui';
import styled from 'styled-components';

interface Props {
  restaurantId: number;
  restaurantName: string;
  liked: boolean;
  onChange: (liked: boolean) => void;
}

const Heart = styled(IconButton)<{ $liked: boolean }>`
  color: ${({ theme, $liked }) => ($liked ? theme.colors.accentStrong : theme.colors.textMuted)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  svg {
    fill: ${({ $liked }) => ($liked ? 'currentColor' : 'none')};
  }
`;

/**
 * The heart on a restaurant card: toggles the favourite on the server and hands the header its
 * new count through the bus. A visitor gets the Log In modal instead.
 */
export function FavouriteButton({ restaurantId, restaurantName, liked, onChange }: Props) {
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!getSession()) {
      bus.request('openLogin');
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const answer = await toggleFavourite({ restaurantId });
      bus.publish('favouritesCount', answer.FavouriteCount);
      onChange(answer.is_like === 1);
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Heart
      size="sm"
      $liked={liked}
      aria-pressed={liked}
      aria-busy={busy}
      aria-label={`Favourite ${restaurantName}`}
      onClick={() => void toggle()}
    >
      <HeartIcon />
    </Heart>
  );
}
