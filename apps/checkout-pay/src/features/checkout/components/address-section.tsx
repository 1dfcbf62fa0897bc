import { useState } from 'react';
import styled from 'styled-components';
import { getAddress, stored } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { RemoteFallback, RemotePart } from '@island-eats/app-frame/remotes';
import { Button, Modal } from '@island-eats/ui';
import { Section } from './section';

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/**
 * 'Address' for Delivery (SPEC.md §2): 'Select Address', or 'Deliver to: {type}' with the full
 * address and 'Change'. The chooser is account's exposed one; a chosen address is priced in.
 */
export function AddressSection({ onChosen }: { onChosen: () => void }) {
  const [choosing, setChoosing] = useState(false);
  const [chosenId, setChosenId] = useState(() => stored.get('chosenLocation')?.addressId ?? null);
  const { data } = useRequest(() => getAddress(), [chosenId]);
  const address = data?.address.find((saved) => saved.addressId === chosenId) ?? null;

  return (
    <Section id="address-heading" title="Address">
      {address ? (
        <Chosen>
          <p>
            <strong>Deliver to: {address.type}</strong>
            <span>{address.fullAddress}</span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
            Change
          </Button>
        </Chosen>
      ) : (
        <Button onClick={() => setChoosing(true)}>Select Address</Button>
      )}
      {choosing && (
        <RemotePart
          id="account/address-chooser"
          props={{
            open: choosing,
            onClose: () => setChoosing(false),
            onChosen: (picked) => {
              setChosenId(picked.addressId);
              onChosen();
            },
          }}
          fallback={(retry) => (
            <Modal open onClose={() => setChoosing(false)} title="Choose a Delivery Address">
              <RemoteFallback onRetry={retry} />
            </Modal>
          )}
        />
      )}
    </Section>
  );
}
