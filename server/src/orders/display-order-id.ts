/** How an order number is shown to customers. */
export function displayOrderId(id: number): string {
  return `#IE${String(id).padStart(5, '0')}`;
}
