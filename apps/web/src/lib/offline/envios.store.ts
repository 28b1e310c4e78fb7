import { create } from 'zustand';

interface EnviosState {
  online: boolean;
  /** The signed-in user's items still on the device (waiting, in conflict or refused). */
  pendentes: number;
  /** Sending now (the top bar shows it turning). */
  enviando: boolean;
  set(parcial: Partial<Omit<EnviosState, 'set'>>): void;
}

/** Whether the device has a connection and how many records wait on it: the top bar and the forms read it. */
export const useEnviosStore = create<EnviosState>()((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pendentes: 0,
  enviando: false,
  set: (parcial) => set(parcial),
}));
