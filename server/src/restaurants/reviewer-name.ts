/**
 * How a reviewer is named on a public review: first name and the initial of the last one
 * ("Keisha Marie Smith" → "Keisha S."), as the demo reviewers are. A customer's full name is
 * theirs, not the public's; one name stays as it is.
 */
export function reviewerName(userName: string): string {
  const words = userName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'Guest';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
