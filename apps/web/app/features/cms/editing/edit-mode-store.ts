import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

interface EditModeState {
  editMode: boolean;
  setEditMode(editMode: boolean): void;
}

/**
 * Edit mode, the global on/off flag of spec section 4. Kept for the browser tab, so it survives
 * navigation and reloads but a new tab starts with the site as visitors see it.
 */
export const useEditModeStore = create<EditModeState>()(
  persist(
    (set) => ({
      editMode: false,
      setEditMode: (editMode) => set({ editMode }),
    }),
    {
      name: "editMode",
      storage: createJSONStorage(() => sessionStorage),
      // Read after mount, never during server rendering or hydration.
      skipHydration: true,
    },
  ),
);
