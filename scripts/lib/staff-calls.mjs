// The restaurant's side of the bench and the load: the staff call that moves an order along,
// with the API's development staff key unless STAFF_KEY names another.
const STAFF_KEY = process.env.STAFF_KEY ?? 'dev-staff-key';

/** Moves `orderId` to its next status (the API pushes it to the order's trackers first). */
export async function advanceOrder(apiUrl, orderId) {
  const response = await fetch(`${apiUrl}/api/v1/staff/orders/${orderId}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-key': STAFF_KEY },
    body: '{}',
  });
  const answer = await response.json();
  if (answer.error !== 'false') throw new Error(`advance ${orderId}: ${answer.errorMessage}`);
}
