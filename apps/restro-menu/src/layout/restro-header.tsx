import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { imageUrl, type RestaurantInfo } from '@island-eats/api-client';
import { paths } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { Button, Container, ImageWithFallback } from '@island-eats/ui';
import { TOASTS_HEADER, useToastsBelow } from '@island-eats/ui/toasts-below';
import { CartButton } from './cart-button';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/* On a phone the guest's buttons leave the name too little room: they move below it. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.header};
  padding-block: ${({ theme }) => theme.space[2]};
`;

const Name = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 12rem;
  min-width: 0;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;

  /* a long name takes two lines, then is cut */
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
    line-height: 1.2;
  }
  @media (max-width: 575px) {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  img {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.round};
    object-fit: cover;
  }
`;

const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const OrdersLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

interface Props {
  outletId: number | null;
  info: RestaurantInfo | null | undefined;
}

/**
 * The outlet's own header (SPEC.md §2 restaurant-only mode): its image and name leading to its
 * menu, Log In for a visitor, 'My Orders' and the cart for a guest. No link into the site.
 */
export function RestroHeader({ outletId, info }: Props) {
  const loggedIn = useLoggedIn();
  // on a phone a customer's links wrap below the name: toasts open below both
  const bar = useRef<HTMLElement>(null);
  useToastsBelow(bar, TOASTS_HEADER);
  return (
    <Bar ref={bar}>
      <Container>
        <Row>
          {outletId !== null ? (
            <Name to={paths.restroMenu(outletId)}>
              <ImageWithFallback
                src={info ? imageUrl(info.image) : undefined}
                fallbackSrc={imageUrl('/images/default-restaurant.svg') ?? ''}
                alt=""
                width={40}
                height={40}
                loading="eager"
              />
              <span>{info?.outlet_name ?? 'Restaurant'}</span>
            </Name>
          ) : (
            <Name as="span" to="">
              <span>Restaurant menu</span>
            </Name>
          )}
          <Actions aria-label="Your orders">
            {loggedIn ? (
              <>
                <OrdersLink to={paths.restroProfile()}>My Orders</OrdersLink>
                {outletId !== null && <CartButton outletId={outletId} />}
              </>
            ) : (
              <Button size="sm" onClick={() => bus.request('openLogin')}>
                Log In
              </Button>
            )}
          </Actions>
        </Row>
      </Container>
    </Bar>
  );
}
