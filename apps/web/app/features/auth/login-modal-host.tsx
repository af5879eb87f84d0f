import type { ApiUser } from "@mt/contract/users";
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithQueries } from "../../lib/lazy-with-queries";
import { type LoginRequest, provideLoginModal } from "../../lib/login-request";

// The modal and its phone-code form (with the auth contract and zod) load when someone is asked.
const LoginModal = lazyWithQueries(() => import("./login-modal").then((module) => module.LoginModal));

/**
 * The page's one login modal, opened by `askToLogIn` (lib/login-request.ts): the header's "Logg inn"
 * on a page with an order in progress, and a session that ended while the page was in use
 * (decision 066). Renders nothing until asked.
 */
export function LoginModalHost() {
  const [asked, setAsked] = useState<(LoginRequest & { answer: (user: ApiUser | null) => void }) | null>(
    null,
  );

  // What had focus when the modal was asked for: the modal's own capture happens once its code has
  // loaded, which on a slow machine can be after focus moved.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      provideLoginModal((request) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        return new Promise((answer) => setAsked({ ...request, answer }));
      }),
    [],
  );

  // Closed without a new place for focus (the body has it): back to what opened the modal.
  useEffect(() => {
    if (asked) return;
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected && (document.activeElement === null || document.activeElement === document.body)) {
      back.focus();
    }
  }, [asked]);

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
