/** Shapes of the admin promo-code API (`/admin/promo-codes`), from the generated contract. */
import type { CreatePromoCodeDto, PromoCodeResponseDto } from '../../../api/schema';

/** A promo code as the API returns it (0 uses or days mean unlimited). */
export type PromoCode = PromoCodeResponseDto;

/** Body of `POST /admin/promo-codes`; `expiry_date` is an ISO date-time, or null for never. */
export type NewPromoCode = CreatePromoCodeDto;
