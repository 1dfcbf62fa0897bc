import { getRating, type ReviewPage } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/** One page (10) of an outlet's reviews from getRating. */
export function useReviews(outletId: number, page: number) {
  return useRequest<ReviewPage>(
    () => getRating(outletId, page).then((answer) => answer.reviews),
    [outletId, page],
  );
}
