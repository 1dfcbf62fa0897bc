import { useState } from 'react';
import styled from 'styled-components';
import { destroyAddress, type Address } from '@island-eats/api-client';
import { forgetDeliveryPoint } from '../utils/forget-delivery-point';
import type { AddressManagerProps } from '@island-eats/app-frame';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, CloseIcon, EmptyState, IconButton, Loader, Modal, notify } from '@island-eats/ui';
import { useAddresses } from '../api/use-addresses';
import { AddressDialog } from './address-dialog';
import { AddressLines } from './address-lines';
import { DeleteAddressConfirm } from './delete-address-confirm';
import { EditIcon } from './edit-icon';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li > :first-child {
    flex: 1;
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** SPEC.md §2 'Manage Addresses': the saved addresses with edit and remove, 'Add New Address'. */
export function AddressManager({ open, onClose }: AddressManagerProps) {
  const { addresses, reload } = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(address: Address) {
    setBusy(true);
    try {
      const answer = await destroyAddress({ addressId: address.addressId });
      forgetDeliveryPoint(address.addressId);
      notify.success(answer.message);
      setRemoving(null);
      reload();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Modal
        open={open && editing === null && removing === null}
        onClose={onClose}
        title="Manage Addresses"
        footer={<Button onClick={() => setEditing('new')}>Add New Address</Button>}
      >
        <Heading>Saved Address</Heading>
        {!addresses ? (
          <Loader label="Loading addresses" />
        ) : addresses.length === 0 ? (
          <EmptyState>No address found</EmptyState>
        ) : (
          <List>
            {addresses.map((address) => (
              <li key={address.addressId}>
                <AddressLines address={address} />
                <IconButton
                  aria-label={`Edit ${address.type}`}
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(address)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`Remove ${address.type}`}
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(address)}
                >
                  <CloseIcon />
                </IconButton>
              </li>
            ))}
          </List>
        )}
      </Modal>
      <DeleteAddressConfirm
        open={removing !== null}
        busy={busy}
        onYes={() => removing && void remove(removing)}
        onNo={() => setRemoving(null)}
      />
      {editing !== null && (
        <AddressDialog
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
