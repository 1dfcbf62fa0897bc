import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SearchIcon } from '@island-eats/ui';
import { SEARCH_MAX_LENGTH } from '../../restaurants/api/fetch-restaurants';

interface Props {
  initial?: string;
  onSearch: (name: string) => void;
  className?: string;
}

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 240px;
  min-width: 0;

  label {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[3]};
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
  label:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: none;
    font: inherit;
    outline: none;
  }
`;

/** 'Search Restaurant...': a name to look for; longer input than the server takes is cut. */
export function RestaurantSearchForm({ initial = '', onSearch, className }: Props) {
  const [name, setName] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(name.trim());
  }
  return (
    <Form role="search" onSubmit={submit} className={className}>
      <label>
        <SearchIcon />
        <input
          type="search"
          aria-label="Search restaurants"
          placeholder="Search Restaurant..."
          value={name}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <Button type="submit">Search</Button>
    </Form>
  );
}
