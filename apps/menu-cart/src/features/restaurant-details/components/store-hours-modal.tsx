import styled from 'styled-components';
import type { BusinessDay } from '@island-eats/api-client';
import { formatTime, Modal } from '@island-eats/ui';

const Hours = styled.dl`
  display: grid;

  /* each day's pair, in the grid as if it were not wrapped */
  & > div {
    display: contents;
  }

  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

export interface StoreHoursModalProps {
  open: boolean;
  onClose: () => void;
  days: BusinessDay[];
}

/** 'Store Hours': each business day with its from-to (h:mm A). */
export function StoreHoursModal({ open, onClose, days }: StoreHoursModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Store Hours" size="sm">
      {days.length === 0 ? (
        <p>No hours listed.</p>
      ) : (
        <Hours>
          {days.map((day) => (
            <div key={day.day}>
              <dt>{day.day}</dt>
              <dd>
                {formatTime(day.from_time)} – {formatTime(day.to_time)}
              </dd>
            </div>
          ))}
        </Hours>
      )}
    </Modal>
  );
}
