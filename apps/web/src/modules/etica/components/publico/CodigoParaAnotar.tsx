import { Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';

/** One of the codes shown once (the protocol, the key): large, easy to select, with a copy button. */
export function CodigoParaAnotar({
  rotulo,
  valor,
  copiar,
  testId,
}: {
  rotulo: string;
  valor: string;
  copiar: string;
  testId: string;
}) {
  const { t } = useTranslation('etica');
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(valor);
      enqueueSnackbar(t('enviado.copiado'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('enviado.naoCopiou'), { variant: 'warning' });
    }
  };
  return (
    <Box
      sx={{
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary" component="p">
        {rotulo}
      </Typography>
      <Typography
        component="p"
        data-testid={testId}
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontWeight: 700,
          fontSize: { xs: '1.1rem', sm: '1.75rem' },
          letterSpacing: { xs: 0, sm: '0.05em' },
          overflowWrap: 'anywhere',
          userSelect: 'all',
          my: 0.5,
        }}
      >
        {valor}
      </Typography>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {copiar}
      </Button>
    </Box>
  );
}
