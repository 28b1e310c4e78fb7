import { Box, Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime, type TSolicitacao } from '@portal/domain';
import { arquivoUrl } from '../juridico.queries';

/** The files sent for a request: each to open or download, with its size, who sent it and when. */
export function ArquivosEnviados({ arquivos }: { arquivos: TSolicitacao['arquivos'] }) {
  const { t } = useTranslation('juridico');
  if (arquivos.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('solicitacoes.nadaEnviado')}
      </Typography>
    );
  return (
    <Stack
      component="ul"
      spacing={0.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('solicitacoes.enviados')}
    >
      {arquivos.map((a) => (
        <Box component="li" key={a.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <AttachFileIcon fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Link
              href={arquivoUrl(a.id)}
              target="_blank"
              rel="noopener"
              aria-label={t('solicitacoes.baixar', { nome: a.nome })}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {a.nome}
            </Link>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('solicitacoes.enviadoPor', {
                tamanho: formatBytes(a.tamanho),
                por: a.enviadoPor ?? t('solicitacoes.alguem'),
                em: formatDateTime(a.em),
              })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
