import { trackedOrder } from '../../../testing/fixtures';
import { trackerSteps } from './tracker-steps';

describe('trackerSteps', () => {
  it('marks the steps reached with their times and the rest 00:00', () => {
    const steps = trackerSteps(
      trackedOrder({ orderConfirmed: 1, orderConfirmedTime: '7:20 PM', status: 'confirmed' }),
    );
    expect(steps.map((s) => [s.label, s.time, s.done])).toEqual([
      ['Order Placed', '7:15 PM', true],
      ['Order Confirmed', '7:20 PM', true],
      ['Ready For Pickup', '00:00', false],
      ['Order Picked', '00:00', false],
    ]);
  });

  it('shows Order Rejected in place of Order Confirmed', () => {
    const steps = trackerSteps(trackedOrder({ orderRejected: 1, rejectedTime: '7:18 PM' }));
    expect(steps[1]).toEqual({
      label: 'Order Rejected',
      time: '7:18 PM',
      done: true,
      rejected: true,
    });
  });

  it('shows Order Cancelled when the customer cancelled', () => {
    const steps = trackerSteps(
      trackedOrder({ orderRejected: 1, rejectedTime: '7:17 PM', status: 'cancelled' }),
    );
    expect(steps[1]).toMatchObject({ label: 'Order Cancelled', time: '7:17 PM', rejected: true });
  });

  it('counts ready and picked up by their times and flags', () => {
    const steps = trackerSteps(
      trackedOrder({
        orderConfirmed: 1,
        readyForPickupTime: '7:30 PM',
        orderPickedUp: 1,
        orderPickedupTime: '7:41 PM',
      }),
    );
    expect(steps.map((s) => s.done)).toEqual([true, true, true, true]);
  });
});
