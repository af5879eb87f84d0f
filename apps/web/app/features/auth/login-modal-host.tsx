import type { ApiUser } from "@mt/contract/users";
import { lazy, Suspense, useEffect, useState } from "react";
import { type LoginRequest, provideLoginModal } from "../../lib/login-request";

// The modal and its phone-code form (with the auth contract and zod) load when someone is asked.
const LoginModal = lazy(() => import("./login-modal").then((module) => ({ default: module.LoginModal })));

/**
 * The page's one login modal, opened by `askToLogIn` (lib/login-request.ts): the header's "Logg inn"
 * on a page with an order in progress, and a session that ended while the page was in use
 * (decision 066). Renders nothing until asked.
 */
export function LoginModalHost() {
  const [asked, setAsked] = useState<(LoginRequest & { answer: (user: ApiUser | null) => void }) | null>(
    null,
  );

  useEffect(
    () => provideLoginModal((request) => new Promise((answer) => setAsked({ ...request, answer }))),
    [],
  );

  if (!asked) return null;
  const finish = (user: ApiUser | null) => {
    asked.answer(user);
    setAsked(null);
  };
  return (
    <Suspense fallback={null}>
      <LoginModal
        open
        description={asked.description}
        onLoggedIn={(user) => finish(user)}
        onClose={() => finish(null)}
      />
    </Suspense>
  );
}
