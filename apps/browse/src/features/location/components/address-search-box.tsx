import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { chooseDeliveryAddress, stored, type Address } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { Button, PillField, SearchIcon, Spinner } from '@island-eats/ui';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { AddAddressDialog } from './lazy-add-address-dialog';

interface Props {
  loggedIn: boolean;
  /** The island's name, shown while no address is chosen. */
  islandName: string;
  /** A saved address became the delivery point: the lists read themselves again. */
  onChosen: () => void;
}

const Box = styled.div`
  position: relative;
  flex: 1 1 240px;
  min-width: 0;
`;

const Field = styled(PillField)<{ $readOnly: boolean }>`
  input {
    cursor: ${({ $readOnly }) => ($readOnly ? 'pointer' : 'text')};
  }
`;
const Options = styled.ul`
  position: absolute;
  z-index: 5;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  max-height: 280px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  li {
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  li[role='option'] {
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * SPEC.md §2 Home: the location search box. A visitor's box is read-only and opens Log In; a
 * customer types to filter the saved addresses and picks one as the delivery point.
 */
export function AddressSearchBox({ loggedIn, islandName, onChosen }: Props) {
  const listId = useId();
  const saved = useSavedAddresses();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => stored.get('chosenLocation')?.address ?? '');
  // What the user typed filters the list; the chosen address the box shows does not (it would
  // hide every other saved address).
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // 'Add Address' opens account's Set Delivery Address dialog; a saved one is the delivery point
  const [adding, setAdding] = useState(false);
  const typed = query.trim().toLowerCase();
  const matches = saved.addresses.filter(
    (a) => !typed || `${a.type} ${a.fullAddress}`.toLowerCase().includes(typed),
  );

  function openList() {
    if (!loggedIn) {
      bus.request('openLogin');
      return;
    }
    saved.load();
    setOpen(true);
  }

  function pick(address: Address) {
    chooseDeliveryAddress(address);
    setText(address.fullAddress);
    setQuery('');
    setOpen(false);
    onChosen();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!loggedIn) {
      if (event.key === 'Enter' || event.key === ' ') openList();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Box>
      <Field $readOnly={!loggedIn}>
        <SearchIcon />
        <input
          role="combobox"
          aria-label="Delivery location"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          readOnly={!loggedIn}
          placeholder={`Search your address in ${islandName}`}
          value={text}
          onClick={openList}
          onChange={(event) => {
            setText(event.target.value);
            setQuery(event.target.value);
            setActive(0);
            openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          maxLength={200}
        />
        {saved.status === 'loading' && <Spinner />}
      </Field>
      {open && (
        <Options id={listId} role="listbox" aria-label="Saved addresses">
          {saved.status === 'ready' && matches.length === 0 && <li>No address found</li>}
          {matches.map((address, i) => (
            <li
              key={address.addressId}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(event) => {
                event.preventDefault();
                pick(address);
              }}
            >
              Deliver to: {address.type}
              <small>{address.fullAddress}</small>
            </li>
          ))}
        </Options>
      )}
      {loggedIn && (
        <Button variant="link" size="sm" onClick={() => setAdding(true)}>
          Add Address
        </Button>
      )}
      <AddAddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(address) => {
          setAdding(false);
          saved.reload();
          pick(address);
        }}
      />
    </Box>
  );
}
