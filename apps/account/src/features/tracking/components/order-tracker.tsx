import styled from 'styled-components';
import type { TrackedOrder } from '@island-eats/api-client';
import { trackerSteps } from '../utils/tracker-steps';

const Steps = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $done: boolean; $rejected: boolean }>`
  position: relative;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[4]} ${theme.space[6]}`};
  color: ${({ theme, $done }) => ($done ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $done }) => ($done ? 600 : 400)};

  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 10px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 2px solid
      ${({ theme, $done, $rejected }) =>
        $rejected ? theme.colors.danger : $done ? theme.colors.primary : theme.colors.borderStrong};
    background: ${({ theme, $done, $rejected }) =>
      $rejected ? theme.colors.danger : $done ? theme.colors.primary : theme.colors.surface};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 13px;
    top: 30px;
    bottom: -6px;
    width: 2px;
    background: ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.border)};
  }
`;

/** SPEC.md §2 Track Order: the four steps, each with its time or 00:00. */
export function OrderTracker({ order }: { order: TrackedOrder }) {
  const steps = trackerSteps(order);
  const current = steps.findLastIndex((step) => step.done);
  return (
    <Steps aria-label="Order progress">
      {steps.map((step, index) => (
        <Step
          key={step.label}
          $done={step.done}
          $rejected={Boolean(step.rejected)}
          aria-current={index === current ? 'step' : undefined}
        >
          <span>{step.label}</span>
          <time>{step.time}</time>
        </Step>
      ))}
    </Steps>
  );
}
