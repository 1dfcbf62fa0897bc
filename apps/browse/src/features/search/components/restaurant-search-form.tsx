import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, PillField, SearchIcon } from '@island-eats/ui';
import { SEARCH_MAX_LENGTH } from '../../../lib/search-max-length';

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
      <PillField as="label">
        <SearchIcon />
        <input
          type="search"
          aria-label="Search restaurants"
          placeholder="Search Restaurant..."
          value={name}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </PillField>
      <Button type="submit">Search</Button>
    </Form>
  );
}
