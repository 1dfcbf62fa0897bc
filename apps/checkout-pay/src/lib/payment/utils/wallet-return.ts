/**
 * The provider sends the payer back to the page that asked, with `token` and `PayerID` when
 * approved or `status=cancel` (SPEC.md §4). What the return query says, if anything.
 */
export type WalletReturn = { kind: 'approved'; providerOrderId: string } | { kind: 'cancelled' };

export function readWalletReturn(search: URLSearchParams): WalletReturn | null {
  if (search.get('status') === 'cancel') return { kind: 'cancelled' };
  const token = search.get('token');
  if (token && search.get('PayerID')) return { kind: 'approved', providerOrderId: token };
  return null;
}

/** The query without the provider's return fields, so a reload does not replay them. */
export function withoutWalletReturn(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const key of ['token', 'PayerID', 'status']) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/** Sends the payer to the provider's approval page (the order's `approve` link). */
export function goToApproval(links: readonly { rel: string; href: string }[]): boolean {
  const approve = links.find((link) => link.rel === 'approve');
  if (!approve) return false;
  window.location.assign(approve.href);
  return true;
}
