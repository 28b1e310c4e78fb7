import { Box, LinearProgress, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TExportacao } from '@portal/domain';
import { exportacaoArquivoUrl } from '../exportacoes.queries';

const count = new Intl.NumberFormat('pt-BR');

/** How far an export got, as the bar and the words under it say it. */
function Progress({ exportacao: e }: { exportacao: TExportacao }) {
  const { t } = useTranslation('exportacoes');
  if (e.status === 'pendente' || e.total === null)
    return (
      <>
        <LinearProgress aria-label={t('menu.naFila')} sx={{ my: 0.5 }} />
        <Typography variant="caption" color="text.secondary">
          {e.status === 'pendente' ? t('menu.naFila') : t('menu.contando')}
        </Typography>
      </>
    );
  const text = t('menu.progresso', { linhas: count.format(e.linhas), total: count.format(e.total) });
  const value = e.total > 0 ? Math.min(100, Math.round((100 * e.linhas) / e.total)) : 0;
  return (
    <>
      <LinearProgress variant="determinate" value={value} aria-label={text} sx={{ my: 0.5 }} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </>
  );
}

/** One export in the menu: its progress while being made, its file once ready (a click downloads it), or why it failed. */
export function ExportacaoItem({ exportacao: e, onDone }: { exportacao: TExportacao; onDone: () => void }) {
  const { t } = useTranslation('exportacoes');
  const ready = e.status === 'pronta' && e.arquivo;
  const title = (
    <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
      {e.titulo}
    </Typography>
  );
  const when = t('menu.pedidaEm', { quando: formatDateTime(e.createdAt) });
  if (ready)
    return (
      <MenuItem
        component="a"
        href={exportacaoArquivoUrl(e.id)}
        download={e.arquivo}
        onClick={onDone}
        aria-label={t('menu.baixarArquivo', { arquivo: e.arquivo })}
        sx={{ whiteSpace: 'normal' }}
      >
        <ListItemIcon>
          <DownloadIcon fontSize="small" color="primary" />
        </ListItemIcon>
        <ListItemText
          primary={title}
          secondary={
            <>
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {t('menu.pronta', { count: e.linhas, linhas: count.format(e.linhas), arquivo: e.arquivo })}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {when}
              </Box>
            </>
          }
        />
      </MenuItem>
    );
  return (
    // Not a command: an export still running or failed is shown, not clicked.
    <MenuItem disableRipple sx={{ cursor: 'default', alignItems: 'flex-start', whiteSpace: 'normal' }}>
      <ListItemIcon sx={{ mt: 0.5 }}>
        {e.status === 'falhou' ? (
          <ErrorOutlineIcon fontSize="small" color="error" />
        ) : (
          <HourglassEmptyIcon fontSize="small" />
        )}
      </ListItemIcon>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {title}
        {e.status === 'falhou' ? (
          <Typography variant="caption" color="error" sx={{ display: 'block', whiteSpace: 'normal' }}>
            {e.erro}
          </Typography>
        ) : (
          <Progress exportacao={e} />
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {when}
        </Typography>
      </Box>
    </MenuItem>
  );
}
