import type { APIRequestContext } from '@playwright/test';

const MERCHANT = { Merchant: 'bdbt' };

/** Applies a partial site configuration through the server's development controls. */
export async function configureSite(
  request: APIRequestContext,
  partial: Record<string, unknown>,
): Promise<void> {
  const response = await request.put('/dev/site', { data: partial, headers: MERCHANT });
  if (!response.ok())
    throw new Error(`PUT /dev/site failed: ${response.status()} ${await response.text()}`);
}

/** Back to the seeded demo data and the default site configuration. */
export async function resetSite(request: APIRequestContext): Promise<void> {
  const response = await request.post('/dev/reset', { headers: MERCHANT });
  if (!response.ok())
    throw new Error(`POST /dev/reset failed: ${response.status()} ${await response.text()}`);
}
