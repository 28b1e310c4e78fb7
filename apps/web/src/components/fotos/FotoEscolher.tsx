import { useRef } from 'react';
import { Button, useMediaQuery } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

/**
 * The buttons that bring photos in: take one with the phone's back camera, or pick several (JPEG, PNG or WebP).
 * Meant for a row of the caller's own layout (a fragment).
 */
export function FotoEscolher({
  labels,
  disabled,
  onFiles,
}: {
  labels: { tirar: string; escolher: string };
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const camera = useRef<HTMLInputElement>(null);
  const galeria = useRef<HTMLInputElement>(null);
  // `capture` opens the camera on a phone; on a desk it is ignored, so the second button would only repeat the first.
  const toque = useMediaQuery('(pointer: coarse)');
  const input = (
    ref: typeof camera,
    props: { capture?: 'environment'; multiple?: boolean; accept: string },
  ) => (
    <input
      ref={ref}
      type="file"
      hidden
      {...props}
      onChange={(e) => {
        if (e.target.files?.length) onFiles([...e.target.files]);
        e.target.value = '';
      }}
    />
  );
  return (
    <>
      {toque && (
        <Button
          variant="contained"
          startIcon={<PhotoCameraIcon />}
          disabled={disabled}
          onClick={() => camera.current?.click()}
        >
          {labels.tirar}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<AddPhotoIcon />}
        disabled={disabled}
        onClick={() => galeria.current?.click()}
      >
        {labels.escolher}
      </Button>
      {input(camera, { accept: 'image/*', capture: 'environment' })}
      {input(galeria, { accept: 'image/jpeg,image/png,image/webp', multiple: true })}
    </>
  );
}
