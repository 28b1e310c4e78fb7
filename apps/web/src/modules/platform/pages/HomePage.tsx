import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RELEASE_NOTES } from '@portal/domain';
import { BrandMark } from '../../../components/BrandMark';
import { loadSession } from '../../../session/session';
import { useSessionStore } from '../../../session/session.store';

const AREAS = [
  { key: 'rdo', Icon: AssignmentIcon },
  { key: 'sgi', Icon: HealthAndSafetyIcon },
  { key: 'documentos', Icon: FolderSpecialIcon },
  { key: 'contratos', Icon: HandshakeIcon },
] as const;

/** The public landing page (SPEC §2, empty path). */
export function HomePage() {
  const { t } = useTranslation();
  const current = RELEASE_NOTES[0];
  const signedIn = useSessionStore((s) => s.status === 'ativa');
  useEffect(() => {
    void loadSession().catch(() => undefined);
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
            <BrandMark size={48} />
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {t('home.titulo')}
            </Typography>
          </Stack>
          <Typography variant="h6" component="p" sx={{ maxWidth: 640, mb: 4, fontWeight: 400 }}>
            {t('home.subtitulo')}
          </Typography>
          <Button
            component={RouterLink}
            to={signedIn ? '/obras' : '/login'}
            variant="contained"
            color="secondary"
            size="large"
          >
            {signedIn ? t('erros.minhasObras') : t('home.entrar')}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6, flex: 1 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {AREAS.map(({ key, Icon }) => (
            <Card key={key} variant="outlined">
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                <Typography variant="body1">{t(`home.areas.${key}`)}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        {current && (
          <Typography variant="body2">
            <RouterLink to="/versoesSistema">{t('home.versao', { versao: current.versao })}</RouterLink>
            {` · ${current.data}`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
