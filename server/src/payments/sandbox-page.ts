import { formatCents } from '@island-eats/api-client/money';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox's approval page: one amount, Approve and Cancel, usable by keyboard and reader. */
export function sandboxApprovalPage(
  order: { id: string; amountCents: number },
  basePath: string,
): string {
  const id = escapeHtml(order.id);
  const action = `${basePath}/${encodeURIComponent(order.id)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve payment - Island Eats sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.row{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #0b5394;cursor:pointer}
button:focus-visible{outline:3px solid #f1a208;outline-offset:2px}
.approve{background:#0b5394;color:#fff}.cancel{background:#fff;color:#0b5394}
</style>
</head>
<body>
<main>
<h1>Sandbox payment</h1>
<p>This is a test payment; no money moves.</p>
<p>Order <strong>${id}</strong>: <strong>${formatCents(order.amountCents)}</strong></p>
<div class="row">
<form method="get" action="${action}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="get" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
</main>
</body>
</html>`;
}

export function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}
