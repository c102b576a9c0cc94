import type { Money } from './common.js';
import type { Product } from './product.js';

export type SurveyQuestionType = 'text' | 'email' | 'select' | 'multiple' | 'offer' | 'plan' | 'quantity';

export interface SurveyAnswer {
  id: number;
  content?: string;
  description?: string | null;
  imageUrl?: string | null;
  price?: Money | null;
  position?: number;
  stockCount?: number | null;
  default?: boolean;
  defaultQuantity?: number | null;
  productId?: number | null;
  product?: Product;
}

export interface SurveyQuestion {
  id: number;
  type: SurveyQuestionType;
  title?: string;
  description?: string | null;
  position?: number;
  imageUrl?: string | null;
  required?: boolean;
  minCount?: number | null;
  maxCount?: number | null;
  minAmount?: number | null;
  maxAmount?: number | null;
  answers?: SurveyAnswer[];
  [key: string]: unknown;
}

export interface Survey {
  id: number;
  title?: string;
  appearanceType?: 'before_cart' | 'after_checkout' | 'subscription_box';
  questions: SurveyQuestion[];
  multiplyPriceByShipmentNumber?: boolean;
  [key: string]: unknown;
}

/** One answer as sent: `{ content }` text/email, `{ id }` select/multiple/offer/plan, `{ id, quantity }` quantity. */
export interface SurveyAnswerInput {
  id?: number;
  content?: string;
  quantity?: number;
}

/** `SubscriptionSurveyOption`: the answers to one question. */
export interface SubscriptionSurveyOption {
  questionId: number;
  answers: SurveyAnswerInput[];
}
