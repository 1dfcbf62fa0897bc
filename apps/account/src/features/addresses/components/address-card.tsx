import { useState } from 'react';
import styled from 'styled-components';
import { Button, loadedWhenShown } from '@island-eats/ui';

// the manager (and the map behind its dialog) loads when first opened
const AddressManager = loadedWhenShown(
  () => import('./address-manager').then((module) => module.AddressManager),
  (props) => props.open,
);

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** SPEC.md §2 Profile: 'Address / Manage Addresses'. */
export function AddressCard() {
  const [open, setOpen] = useState(false);
  return (
    <Panel aria-labelledby="address-heading">
      <h2 id="address-heading">Address</h2>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Manage Addresses
      </Button>
      <AddressManager open={open} onClose={() => setOpen(false)} />
    </Panel>
  );
}
