import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '@island-eats/api-client/money';
import type { CartPanelProps } from '@island-eats/app-frame';
import { paths } from '@island-eats/app-frame';
import { ScheduledFor } from '@island-eats/customer-features/scheduled-for';
import { Button, EmptyState, Loader, Modal } from '@island-eats/ui';
import { useToastsBelow } from '@island-eats/ui/toasts-below';
import { useCart } from '../api/use-cart';
import { LineDetails } from './line-details';
import { LineQuantity } from './line-quantity';

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Right = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  width: 100%;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * 'YOUR CART', the side panel the shell opens from the header's cart icon (restro-menu from its
 * cart button, with its own checkout path).
 */
export function CartPanel({ open, onClose, checkoutPath }: CartPanelProps) {
  const navigate = useNavigate();
  const { cart, loading, lines } = useCart(open);
  // a toast of a change (its quantity) opens below the first line, not over its controls
  const firstLine = useRef<HTMLLIElement>(null);
  useToastsBelow(firstLine);
  const bill = cart?.dishes.billTotals ?? [];
  const net = bill[bill.length - 1];
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="YOUR CART"
      placement="end"
      focusDialog
      footer={
        lines.length > 0 && (
          <>
            {net && (
              <Total>
                <span>{net.displayKey}</span>
                <span>{net.displayValue}</span>
              </Total>
            )}
            {!checkoutPath && (
              <Button variant="secondary" onClick={() => go(paths.myCart())}>
                View Cart
              </Button>
            )}
            <Button onClick={() => go(checkoutPath ?? paths.checkout())}>Checkout</Button>
          </>
        )
      }
    >
      {loading && lines.length === 0 ? (
        <Loader label="Loading cart" />
      ) : lines.length === 0 || !cart ? (
        <EmptyState>Hungry? Add menu items to your order.</EmptyState>
      ) : (
        <>
          <ScheduledFor at={cart.scheduled_for} />
          <Lines>
            {lines.map((line, i) => (
              <li key={line.cartId} ref={i === 0 ? firstLine : undefined}>
                <div>
                  <LineDetails line={line} />
                </div>
                <Right>
                  <span>{formatMoney(line.dishTotal)}</span>
                  <LineQuantity line={line} outletId={cart.dishes.outletDetails.outletId} />
                </Right>
              </li>
            ))}
          </Lines>
        </>
      )}
    </Modal>
  );
}
