import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { pageWindow } from './page-window';
import { Gap, Nav, PageButton, Pages } from './pagination-styles';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Reviews pages'. */
  label: string;
  /** True while the next page loads: the buttons wait so a double click asks once. */
  busy?: boolean;
  className?: string;
}

/** Previous / numbered / next pages; draws nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  label,
  busy = false,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (next: number) => {
    if (!busy && next !== page && next >= 1 && next <= pageCount) onChange(next);
  };
  return (
    <Nav aria-label={label} aria-busy={busy || undefined} className={className}>
      <Pages>
        <li>
          <PageButton
            type="button"
            aria-label="Previous page"
            disabled={page <= 1 || busy}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </PageButton>
        </li>
        {pageWindow(page, pageCount).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? (
              <Gap aria-hidden="true">…</Gap>
            ) : (
              <PageButton
                type="button"
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                disabled={busy && slot !== page}
                onClick={() => go(slot)}
              >
                {slot}
              </PageButton>
            )}
          </li>
        ))}
        <li>
          <PageButton
            type="button"
            aria-label="Next page"
            disabled={page >= pageCount || busy}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </PageButton>
        </li>
      </Pages>
    </Nav>
  );
}
