import { useRef } from 'react';
import { Button } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { useAnexos } from './use-anexos';

/** Picks files and starts sending them at once (each with its own progress bar in AnexosLista). */
export function AnexarBotao({
  anexos,
  label,
  testId,
}: {
  anexos: ReturnType<typeof useAnexos>;
  label: string;
  /** What browser tests set files on. */
  testId: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid={testId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          anexos.add(files);
        }}
      />
      <Button
        variant="text"
        startIcon={<AttachFileIcon />}
        onClick={() => fileInput.current?.click()}
        size="small"
      >
        {label}
      </Button>
    </>
  );
}
