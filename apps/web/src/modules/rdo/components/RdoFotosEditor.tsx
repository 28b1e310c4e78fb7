import { useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRdo, TRdoFoto } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard';
import { FotoEnvios } from '../../../components/fotos/FotoEnvios';
import { FotoEscolher } from '../../../components/fotos/FotoEscolher';
import { useFotoUploads } from '../../../components/fotos/use-foto-uploads';
import { FotoCard } from './fotos/FotoCard';
import { rdoFotoUploadPath, rdoKeys } from '../rdo.queries';

/**
 * The report's photos, saved one by one as they are sent (apart from the form's Save): take one with the phone's
 * camera or pick several, each with its progress; captions edited in place; delete after a confirm.
 */
export function RdoFotosEditor({ rdo }: { rdo: TRdo }) {
  const { t } = useTranslation('rdoEdicao');
  const queryClient = useQueryClient();
  const [legenda, setLegenda] = useState('');
  const editavel = rdo.acoes.fotos;
  const { envios, add, dismiss } = useFotoUploads<TRdoFoto>(rdoFotoUploadPath(rdo.id), (foto) => {
    queryClient.setQueryData<TRdo>(
      rdoKeys.detail(rdo.id),
      (old) => old && { ...old, fotos: [...old.fotos, foto] },
    );
    void queryClient.invalidateQueries({ queryKey: rdoKeys.all });
  });

  const escolher = (files: File[]) => {
    add(files, { legenda: legenda.trim() });
    setLegenda('');
  };

  return (
    <SectionCard id="rdo-secao-fotos" title={t('fotos.titulo', { n: rdo.fotos.length })}>
      <Stack spacing={2}>
        {editavel && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('fotos.dica')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                size="small"
                label={t('fotos.legendaProximas')}
                value={legenda}
                onChange={(e) => setLegenda(e.target.value.slice(0, 300))}
                sx={{ flex: 1, maxWidth: { sm: 420 } }}
              />
              <FotoEscolher
                labels={{ tirar: t('fotos.tirar'), escolher: t('fotos.escolher') }}
                onFiles={escolher}
              />
            </Stack>
          </>
        )}
        <FotoEnvios envios={envios} onDismiss={dismiss} />
        {rdo.fotos.length === 0 ? (
          <Typography color="text.secondary">{t('fotos.vazio')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            }}
          >
            {rdo.fotos.map((foto) => (
              <FotoCard key={`${foto.id}:${foto.legenda}`} rdoId={rdo.id} foto={foto} editavel={editavel} />
            ))}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
