import { useEffect, useId, useMemo, useState } from 'react';
import { Box, Button, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { FotoGuardada } from '../../lib/offline/envios-db';
import { reduzirFoto } from '../../lib/offline/resize-photo';

function Miniatura({ foto }: { foto: FotoGuardada }) {
  const url = useMemo(() => URL.createObjectURL(foto.blob), [foto.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box
      component="img"
      src={url}
      alt={foto.nome}
      sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

/**
 * A record's photos while there is no signal: resized on the device and kept with the record until it is sent
 * (online, photos are sent as each module's page does once the record exists). `dica` says when they go.
 */
export function FotosNoAparelho({
  fotos,
  onChange,
  titulo,
  dica,
  semLegenda = false,
}: {
  fotos: FotoGuardada[];
  onChange: (fotos: FotoGuardada[]) => void;
  titulo?: string;
  dica?: string;
  /** The record keeps no caption for its photos (an order's daily log): no field that would be lost. */
  semLegenda?: boolean;
}) {
  const { t } = useTranslation('envios');
  const tituloId = useId();
  const [preparando, setPreparando] = useState(0);
  const adicionar = async (arquivos: FileList | null) => {
    const lista = [...(arquivos ?? [])];
    setPreparando(lista.length);
    const novas: FotoGuardada[] = [];
    for (const arquivo of lista) {
      const { blob, nome } = await reduzirFoto(arquivo);
      novas.push({ id: crypto.randomUUID(), nome, blob, legenda: '' });
      setPreparando((n) => n - 1);
    }
    onChange([...fotos, ...novas]);
  };
  return (
    <Box component="section" aria-labelledby={tituloId} sx={{ mt: 3 }}>
      <Typography id={tituloId} variant="h6" component="h2" gutterBottom>
        {titulo ?? t('fotosAparelho.titulo')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {dica ?? t('fotosAparelho.dica')}
      </Typography>
      <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {fotos.map((foto, i) => (
          <Stack component="li" key={foto.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Miniatura foto={foto} />
            {semLegenda ? (
              <Box sx={{ flex: 1 }} />
            ) : (
              <TextField
                size="small"
                label={t('fotosAparelho.legenda')}
                value={foto.legenda}
                onChange={(e) =>
                  onChange(fotos.map((f, j) => (j === i ? { ...f, legenda: e.target.value } : f)))
                }
                slotProps={{ htmlInput: { maxLength: 500 } }}
                sx={{ flex: 1 }}
              />
            )}
            <IconButton
              aria-label={t('fotosAparelho.removerFoto', { nome: foto.nome })}
              onClick={() => onChange(fotos.filter((f) => f.id !== foto.id))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {preparando > 0 && <LinearProgress sx={{ my: 1 }} aria-label={t('fotosAparelho.preparando')} />}
      <Button component="label" startIcon={<AddAPhotoIcon />} sx={{ mt: 1 }}>
        {t('fotosAparelho.adicionarFotos')}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => {
            void adicionar(e.target.files);
            e.target.value = '';
          }}
        />
      </Button>
    </Box>
  );
}
