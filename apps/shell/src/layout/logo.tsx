import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;

  svg {
    flex-shrink: 0;
  }

  /* on phones the mark alone leaves room for Log In and Sign Up (the wordmark needs ~450 px) */
  @media (max-width: 449.98px) {
    .wordmark {
      display: none;
    }
  }
`;

export function Logo() {
  return (
    <Mark>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path d="M6 20c4-3 8-3 10 0s6 3 10 0v4c-4 3-8 3-10 0s-6-3-10 0z" fill="#fff" />
        <circle cx="21" cy="11" r="4" fill="#ffb347" />
      </svg>
      <span className="wordmark">Island Eats</span>
    </Mark>
  );
}
