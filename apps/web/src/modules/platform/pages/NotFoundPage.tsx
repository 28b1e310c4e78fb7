import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** /404: says which address failed and offers the way back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? location.pathname;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('naoEncontrado.titulo')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('naoEncontrado.texto', { endereco: from })}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('voltarInicio')}
      </Button>
    </Container>
  );
}
