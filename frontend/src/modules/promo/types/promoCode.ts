/** Shapes of the admin promo-code API (`/admin/promo-codes`). */

/** A promo code as the API returns it. */
export type PromoCode = {
  id: string;
  /** Upper case: letters, digits, - and _. */
  code: string;
  description: string;
  /** How many times the code can be used; 0 means unlimited. */
  max_uses: number;
  used_count: number;
  /** How many profiles of one account may use the code; 0 means no limit. */
  max_uses_per_account: number;
  /** ISO date-time after which the code no longer works, or null for never. */
  expiry_date: string | null;
  is_active: boolean;
  /** Length of the free listing the code gives, in days; 0 means the listing never ends. */
  listing_days: number;
  /** ISO date-time. */
  created_at: string;
};

/** Body of `POST /admin/promo-codes`. */
export type NewPromoCode = {
  code: string;
  description?: string;
  max_uses?: number;
  max_uses_per_account?: number;
  /** ISO date-time, or null for a code that never expires. */
  expiry_date?: string | null;
  is_active?: boolean;
  listing_days?: number;
};
