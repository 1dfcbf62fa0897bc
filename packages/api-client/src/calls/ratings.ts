import type { ApiOk } from '../types/common';
import type { ReviewPage } from '../types/review';
import { SERVER_PAGE_SIZE } from '../constants';
import { apiGet, apiPost } from '../http';

interface RatingBase {
  orderId: number;
  outletId: number;
  feedback: string;
  staffId: number | null;
}

export interface TakeOutRating extends RatingBase {
  type: 'Take Out';
  orderRating: number;
}

export interface DeliveryRating extends RatingBase {
  type: 'Delivery';
  delivery_experience: number;
  communication: number;
}

/** `message` is the server's thanks to show. */
export function submitRating(
  payload: TakeOutRating | DeliveryRating,
): Promise<ApiOk & { message: string }> {
  return apiPost('rating', payload);
}

export function getRating(outletId: number, page = 1): Promise<ApiOk & { reviews: ReviewPage }> {
  return apiGet('getRating', { outletId, page, size: SERVER_PAGE_SIZE });
}
