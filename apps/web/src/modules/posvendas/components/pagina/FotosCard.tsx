import { Box, Card, CardMedia, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TChamado } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { FotoEnvios } from '../../../../components/fotos/FotoEnvios';
import { FotoEscolher } from '../../../../components/fotos/FotoEscolher';
import { useFotoUploads } from '../../../../components/fotos/use-foto-uploads';
import { fotoSrc, fotoUploadPath, fotoUrl, useFotoEnviada, type TFotoChamado } from '../../posvendas.queries';

/** Photos a ticket keeps (the API refuses more; others go in the thread). */
const MAX_FOTOS = 10;

/**
 * The ticket's photos as thumbnails (each opens the full picture); who may send photos adds more, taken with the
 * phone's camera or picked, each with its progress.
 */
export function FotosCard({ chamado }: { chamado: TChamado }) {
  const { t } = useTranslation('posvendas');
  const fotoEnviada = useFotoEnviada();
  const vagas = MAX_FOTOS - chamado.fotos.length;
  const { envios, add, dismiss } = useFotoUploads<TFotoChamado>(
    fotoUploadPath(chamado.id),
    (foto) => fotoEnviada(chamado, foto),
    { vagas, mensagem: t('fotos.limite', { max: MAX_FOTOS }) },
  );
  return (
    <SectionCard
      id="chamado-fotos"
      title={t('fotos.titulo', { count: chamado.fotos.length })}
      aside={
        chamado.acoes.fotos && (
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
        {chamado.fotos.length === 0 ? (
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
            {chamado.fotos.map((foto) => (
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
