import type { ApiUser } from "@mt/contract/users";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

interface UserState {
  user: ApiUser | null;
  setUser(user: ApiUser | null): void;
}

/** The logged-in user, persisted as "user" (spec section 9). The server's session stays the truth. */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
    }),
    {
      name: "user",
      storage: createJSONStorage(() => localStorage),
      // Read after mount, never during server rendering or hydration.
      skipHydration: true,
    },
  ),
);
