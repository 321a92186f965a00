import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { readSession } from '../session';

/**
 * Route guard for /login and /register: someone already signed in when they
 * arrive is sent home. Decided on arrival only, so signing in on the page
 * itself leaves the redirect to the page's own handler.
 */
export function GuestOnly() {
  const [wasSignedInOnArrival] = useState(() => readSession().isLoggedIn);
  if (wasSignedInOnArrival) return <Navigate to="/" replace />;
  return <Outlet />;
}
