import { Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, nomeDoChamado, type TSatisfacaoPosVendas } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { corDaNota } from '../notas';

/** What the clients wrote with their rating, newest first, each linked to its ticket. */
export function ComentariosLista({ comentarios }: { comentarios: TSatisfacaoPosVendas['comentarios'] }) {
  const { t } = useTranslation('posvendas');
  return (
    <SectionCard id="satisfacao-comentarios" title={t('satisfacao.comentarios')}>
      {comentarios.length === 0 ? (
        <Typography color="text.secondary">{t('satisfacao.semComentarios')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-labelledby="satisfacao-comentarios"
        >
          {comentarios.map((c) => (
            <Box component="li" key={`${c.chamadoId}-${c.em}`} data-testid="satisfacao-comentario">
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color={corDaNota(c.nota)}
                  label={t('satisfacao.notaChip', { nota: c.nota })}
                />
                <Link component={RouterLink} to={`/posvendas/${c.numero}`} sx={{ fontWeight: 600 }}>
                  {nomeDoChamado(c.numero)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {c.obra} · {formatDate(c.em)}
                </Typography>
              </Stack>
              <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.comentario}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
