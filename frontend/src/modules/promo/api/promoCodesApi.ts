import { apiClient } from '../../../api/client';
import type { NewPromoCode, PromoCode } from '../types/promoCode';

type RequestOptions = { signal?: AbortSignal };

const BASE = '/admin/promo-codes';

function codePath(id: string): string {
  return `${BASE}/${encodeURIComponent(id)}`;
}

/** `GET /admin/promo-codes` (admin) → every promo code. */
export async function fetchPromoCodes({ signal }: RequestOptions = {}): Promise<PromoCode[]> {
  const { data } = await apiClient.get<PromoCode[]>(BASE, { signal });
  return Array.isArray(data) ? data : [];
}

/** `POST /admin/promo-codes` → the new code; 409 when it exists already, 422 when invalid. */
export async function createPromoCode(promo: NewPromoCode): Promise<PromoCode> {
  const { data } = await apiClient.post<PromoCode>(BASE, promo);
  return data;
}

/** `POST /admin/promo-codes/seed-launch` → the LAUNCH code (200 free listings); 409 if it exists. */
export async function seedLaunchCode(): Promise<PromoCode> {
  const { data } = await apiClient.post<PromoCode>(`${BASE}/seed-launch`);
  return data;
}

/** `PUT /admin/promo-codes/{id}?is_active=…` (no body) → the updated code. */
export async function setPromoCodeActive(id: string, isActive: boolean): Promise<PromoCode> {
  const { data } = await apiClient.put<PromoCode>(codePath(id), undefined, {
    params: { is_active: isActive },
  });
  return data;
}

/** `DELETE /admin/promo-codes/{id}` → 204. */
export async function deletePromoCode(id: string): Promise<void> {
  await apiClient.delete(codePath(id));
}
