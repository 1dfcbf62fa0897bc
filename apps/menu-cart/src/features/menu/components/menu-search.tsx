import { useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon, IconButton, PillField, SearchIcon } from '@island-eats/ui';

const Field = styled(PillField)`
  flex: none;
  max-width: 480px;
  padding-right: ${({ theme }) => theme.space[1]};

  input {
    min-height: 36px;
  }
  /* our own clear button replaces the browser's small cross */
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

export interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** 'Search dishes...': filters the menu as the customer types; Escape or the cross clears. */
export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <Field as="label">
      <SearchIcon />
      <input
        ref={input}
        type="search"
        aria-label="Search dishes"
        placeholder="Search dishes..."
        autoComplete="off"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            clear();
          }
        }}
      />
      {value && (
        <IconButton size="sm" aria-label="Clear search" onClick={clear}>
          <CloseIcon />
        </IconButton>
      )}
    </Field>
  );
}
