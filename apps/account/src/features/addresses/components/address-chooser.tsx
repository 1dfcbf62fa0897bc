import { useState } from 'react';
import styled from 'styled-components';
import { chooseDeliveryAddress, stored, type Address } from '@island-eats/api-client';
import type { AddressChooserProps } from '@island-eats/app-frame';
import { Button, EmptyState, Loader, Modal } from '@island-eats/ui';
import { useAddresses } from '../api/use-addresses';
import { AddressDialog } from './address-dialog';
import { AddressLines } from './address-lines';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button<{ $current: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** SPEC.md §2 'Choose a Delivery Address': 'Deliver to: {type}', 'No address found', 'Add Address'. */
export function AddressChooser({ open, onClose, onChosen }: AddressChooserProps) {
  const { addresses } = useAddresses();
  const [adding, setAdding] = useState(false);
  const current = stored.get('chosenLocation')?.addressId ?? null;

  function choose(address: Address) {
    chooseDeliveryAddress(address);
    onChosen?.(address);
    onClose();
  }

  return (
    <>
      <Modal
        open={open && !adding}
        onClose={onClose}
        title="Choose a Delivery Address"
        footer={<Button onClick={() => setAdding(true)}>Add Address</Button>}
      >
        {!addresses ? (
          <Loader label="Loading addresses" />
        ) : addresses.length === 0 ? (
          <EmptyState>No address found</EmptyState>
        ) : (
          <List>
            {addresses.map((address) => (
              <li key={address.addressId}>
                <Choice
                  type="button"
                  $current={address.addressId === current}
                  aria-current={address.addressId === current ? 'true' : undefined}
                  onClick={() => choose(address)}
                >
                  <AddressLines address={address} prefix="Deliver to: " />
                </Choice>
              </li>
            ))}
          </List>
        )}
      </Modal>
      {open && adding && (
        <AddressDialog onClose={() => setAdding(false)} onSaved={(saved) => choose(saved)} />
      )}
    </>
  );
}
