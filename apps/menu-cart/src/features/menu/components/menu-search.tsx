import { useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon, IconButton, SearchIcon } from '@island-eats/ui';

const Field = styled.label`
  max-width: 480px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};

  /* the box, not the borderless input, shows the focus ring */
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 36px;
    border: 0;
    background: none;
    font: inherit;
    outline: none;
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
    <Field>
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
