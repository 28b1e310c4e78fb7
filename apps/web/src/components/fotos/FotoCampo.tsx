import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { UploadHandle, UploadProgress } from '../../lib/upload-file';

export interface FotoCampoTextos {
  /** What the photo shows (its alternative text). */
  alt: string;
  tirar: string;
  trocar: string;
  /** The progress line, with the percentage sent. */
  enviando: (pct: number) => string;
  /** The file input's name, when the screen gives it one. */
  tirarOuEscolher?: string;
}

/**
 * One photo of an answer: takes it with the device's back camera (or picks one) and sends it at once, with its
 * progress; the photo already kept shows above. The module sends it (its own route) and says what a failure means;
 * the answer that uses it is saved by the caller.
 */
export function FotoCampo({
  src,
  textos,
  maxHeight,
  disabled,
  enviar,
  erroDe,
  onUploaded,
}: {
  /** The address of the photo already kept. */
  src: string | null;
  textos: FotoCampoTextos;
  maxHeight: number;
  /** Only shows the photo (no button). */
  disabled?: boolean;
  enviar: (file: File, onProgress: (progress: UploadProgress) => void) => UploadHandle<{ id: string }>;
  erroDe: (e: unknown) => string;
  onUploaded: (fotoId: string) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const foto = await enviar(file, ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)))
        .done;
      onUploaded(foto.id);
    } catch (e) {
      setError(erroDe(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      {src && (
        <Box
          component="img"
          src={src}
          alt={textos.alt}
          sx={{ maxWidth: '100%', maxHeight, objectFit: 'contain', borderRadius: 1, alignSelf: 'flex-start' }}
        />
      )}
      {!disabled && (
        <Button
          component="label"
          variant="outlined"
          size="large"
          startIcon={<PhotoCameraIcon />}
          disabled={progress !== null}
          sx={{ minHeight: 48, alignSelf: 'flex-start' }}
        >
          {src ? textos.trocar : textos.tirar}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label={textos.tirarOuEscolher}
            onChange={(event) => void send(event.target.files?.[0])}
          />
        </Button>
      )}
      {progress !== null && (
        <Box>
          <Typography variant="body2">{textos.enviando(progress)}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={textos.enviando(progress)} />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
