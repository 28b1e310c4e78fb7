import { Box, Card, CardMedia, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TOcorrenciaSgi } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { FotoEnvios } from '../../../../components/fotos/FotoEnvios';
import { FotoEscolher } from '../../../../components/fotos/FotoEscolher';
import { useFotoUploads } from '../../../../components/fotos/use-foto-uploads';
import { fotoSrc, fotoUploadPath, fotoUrl, useFotoEnviada, type TFotoSgi } from '../../sgi.queries';

/** Photos an occurrence keeps (the API refuses more; others go in the thread). */
const MAX_FOTOS = 10;

/**
 * The evidence photos as thumbnails (each opens the full picture); who may send evidence adds more, taken with the
 * phone's camera or picked, each with its progress.
 */
export function FotosCard({ ocorrencia }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const fotoEnviada = useFotoEnviada();
  const vagas = MAX_FOTOS - ocorrencia.fotos.length;
  const { envios, add, dismiss } = useFotoUploads<TFotoSgi>(
    fotoUploadPath(ocorrencia.id),
    (foto) => fotoEnviada(ocorrencia, foto),
    { vagas, mensagem: t('fotos.limite', { max: MAX_FOTOS }) },
  );
  return (
    <SectionCard
      id="ocorrencia-fotos"
      title={t('fotos.evidencias', { count: ocorrencia.fotos.length })}
      aside={
        ocorrencia.acoes.fotos && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FotoEscolher
              labels={{ tirar: t('fotos.tirar'), escolher: t('fotos.adicionar') }}
              disabled={vagas <= 0}
              onFiles={add}
            />
          </Stack>
        )
      }
    >
      <Stack spacing={2}>
        <FotoEnvios envios={envios} onDismiss={dismiss} />
        {ocorrencia.fotos.length === 0 ? (
          <Typography color="text.secondary">{t('fotos.nenhuma')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('fotos.lista')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
            }}
          >
            {ocorrencia.fotos.map((foto) => (
              <Card variant="outlined" component="li" key={foto.id}>
                <Box
                  component="a"
                  href={fotoUrl(foto.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('fotos.abrir', { nome: foto.nome })}
                  sx={{ display: 'block' }}
                >
                  <CardMedia
                    component="img"
                    loading="lazy"
                    src={fotoSrc(foto.id)}
                    alt={foto.nome}
                    sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
                  />
                </Box>
                <Typography variant="caption" noWrap component="p" sx={{ px: 1, py: 0.5 }}>
                  {foto.nome}
                </Typography>
              </Card>
            ))}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
