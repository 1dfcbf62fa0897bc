import styled from 'styled-components';
import type { CustomisationGroup, CustomisationItem } from '@island-eats/api-client';

const Set = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.onDisabled : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span:last-child {
    margin-left: auto;
  }
`;

export interface AddOnGroupProps {
  group: CustomisationGroup;
  chosen: readonly number[];
  /** The dish's one group and a pick is needed (SPEC §5: at least one item): checkboxes say so. */
  pickNeeded?: boolean;
  onChoose: (group: CustomisationGroup, item: CustomisationItem) => void;
}

/** One 'Add On' group: radios for a single choice, checkboxes for many (SPEC §2). */
export function AddOnGroup({ group, chosen, pickNeeded = false, onChoose }: AddOnGroupProps) {
  const single = group.customizableType === 'single';
  const hint = single ? '(choose one)' : pickNeeded ? '(choose one or more)' : '(choose any)';
  return (
    <Set>
      <legend>
        {group.customizableName} <Hint>{hint}</Hint>
      </legend>
      {group.customizableDishItems.map((item) => {
        const out = item.stock_status === 1;
        return (
          <Option key={item.elementId} $disabled={out}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`add-on-${group.customizableId}`}
              checked={chosen.includes(item.elementId)}
              disabled={out}
              onChange={() => onChoose(group, item)}
            />
            <span>{item.elementName}</span>
            <span>{out ? 'Out of Stock' : item.displayPrice}</span>
          </Option>
        );
      })}
    </Set>
  );
}
