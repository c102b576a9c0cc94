/** Request headers passed as the last argument of most methods, e.g. `{ 'x-currency': 'EUR' }`. */
export type RequestHeaders = Record<string, string>;

/** Money: an integer in the minor unit of the answer's currency (1999 = 19.99). */
export type Money = number;

/** Paging of list answers; `page` counts from 1. */
export interface Pagination {
  currentPage?: number;
  lastPage?: number;
  total?: number;
  from?: number | null;
  to?: number | null;
  perPage?: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export interface PageParams {
  page?: number;
  perPage?: number;
  /** Relations to include, e.g. `['variants.parent']`. */
  expand?: string[];
}

export interface ExpandParams {
  expand?: string[];
}

export interface Image {
  id?: number;
  url: string;
  order?: number;
  createdAt?: string;
  updatedAt?: string;
}
