import { Stack } from '@mui/material';
import { FotoEnvioItem } from './FotoEnvioItem';
import type { FotoEnvio } from './use-foto-uploads';

/** The photos being sent, waiting or refused, each with its progress; read out as they change. */
export function FotoEnvios({ envios, onDismiss }: { envios: FotoEnvio[]; onDismiss: (key: string) => void }) {
  if (envios.length === 0) return null;
  return (
    <Stack spacing={1} aria-live="polite">
      {envios.map((envio) => (
        <FotoEnvioItem key={envio.key} envio={envio} onDismiss={() => onDismiss(envio.key)} />
      ))}
    </Stack>
  );
}
