import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string | number> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string | number> {
  /** Names the tab list, e.g. 'Menu categories'. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (id: T) => void;
  /** Prefixes the ids that tie each tab to its panel (see `tabIds`). */
  idPrefix: string;
  className?: string;
}

/** The ids a tab and its panel share: give the panel `id={panel}` and `aria-labelledby={tab}`. */
export const tabIds = (prefix: string, id: string | number) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[1]};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const STEP: Partial<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * An ARIA tab list (menu categories): one Tab stop, arrow keys move and select, Home / End
 * jump to the ends. The caller renders the selected panel with the ids of `tabIds`.
 */
export function Tabs<T extends string | number>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  className,
}: TabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );
  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    refs.current[index]?.focus();
    if (tab.id !== value) onChange(tab.id);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (selected + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={handleKeyDown} className={className}>
      {tabs.map((tab, index) => {
        const ids = tabIds(idPrefix, tab.id);
        return (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-controls={ids.panel}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
