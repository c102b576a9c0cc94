// #region me-route
import Svc, { isSvcApiError } from '@svc/sdk';
import { cookies } from 'next/headers';
import { svcApi } from '../../../lib/svc-config';

/**
 * `GET /api/me`: the signed-in customer's own account, asked for with that customer's token (the
 * cookie `svc_access_token` the widget's sign-in wrote). Each request gets an SDK instance of its
 * own, so the token stays with this request.
 */
export async function GET() {
  const accessToken = (await cookies()).get('svc_access_token')?.value;
  if (!accessToken) return Response.json({ error: 'not signed in' }, { status: 401 });
  const svc = await Svc.init({ ...svcApi, accessToken });
  try {
    const customer = await svc.customers.me();
    return Response.json({ email: customer.email, firstName: customer.firstName ?? null });
  } catch (error) {
    // A token the service no longer accepts (expired, signed out): the visitor is not signed in.
    if (isSvcApiError(error) && error.status === 401)
      return Response.json({ error: 'not signed in' }, { status: 401 });
    throw error;
  }
}
// #endregion me-route
