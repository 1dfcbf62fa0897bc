import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { bus } from '@island-eats/event-bus';
import {
  buttonStyles,
  type ButtonStyleProps,
  CartIcon,
  HeartIcon,
  IconButton,
  loadedWhenShown,
  UserIcon,
} from '@island-eats/ui';
import { onRestroMenuPath, paths } from '@island-eats/app-frame';
import { useHeaderCounts } from '@island-eats/app-frame/client';
import { CountBadge } from './count-badge';
import { LogoutIcon } from './logout-icon';

// loaded the first time Log Out asks for confirmation
const LogoutConfirm = loadedWhenShown(
  () =>
    import('@island-eats/customer-features/logout-confirm').then((module) => module.LogoutConfirm),
  (props) => props.open,
);

const IconLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  position: relative;
  padding: 0;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 1.375rem;
`;

const CountButton = styled(IconButton)`
  position: relative;
`;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Logged-in header (SPEC.md §2): profile, favourites count, cart with count, Log Out. The
 * counts come with the page, then from the bus, so any app (or another tab) changing them
 * updates them here (useHeaderCounts).
 */
export function AccountActions() {
  const { pathname } = useLocation();
  const { cart: cartCount, favourites: favouritesCount } = useHeaderCounts();
  const [confirming, setConfirming] = useState(false);
  const restroMenu = onRestroMenuPath(pathname);

  return (
    <>
      <IconLink
        to={paths.profile()}
        aria-label="Profile"
        $variant="ghost"
        $size="md"
        $fullWidth={false}
      >
        <UserIcon />
      </IconLink>
      {!restroMenu && (
        <>
          <IconLink
            to={paths.favorites()}
            aria-label={`Favourites, ${plural(favouritesCount, 'restaurant')}`}
            $variant="ghost"
            $size="md"
            $fullWidth={false}
          >
            <HeartIcon />
            <CountBadge aria-hidden="true">{favouritesCount}</CountBadge>
          </IconLink>
          <CountButton
            aria-label={`Cart, ${plural(cartCount, 'item')}`}
            onClick={() => bus.request('openCart')}
          >
            <CartIcon />
            <CountBadge aria-hidden="true">{cartCount}</CountBadge>
          </CountButton>
        </>
      )}
      <IconButton aria-label="Log Out" onClick={() => setConfirming(true)}>
        <LogoutIcon />
      </IconButton>
      <LogoutConfirm open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
