export interface Review {
  id: number;
  userName: string;
  image: string | null;
  orderRating: number;
  feedback: string | null;
  updated_at: string;
}

export interface ReviewPage {
  data: Review[];
  last_page: number;
  current_page: number;
}
