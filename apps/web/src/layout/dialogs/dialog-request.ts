/** SPEC §9: dialog, confirm and alert 400 px wide; quick confirm and quick input 350 px. */
export const DIALOG_WIDTH = { normal: 400, quick: 350 } as const;

/** What a DialogProvider call asks for, and how it answers. */
export type Request =
  | { kind: 'confirm' | 'quickConfirm'; message: string; title?: string; resolve: (ok: boolean) => void }
  | { kind: 'alert'; message: string; title?: string; resolve: () => void }
  | {
      kind: 'quickInput';
      message: string;
      title?: string;
      initial: string;
      resolve: (value: string | null) => void;
    };
