import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session.store';
import { SecuritySection } from '../../identity/components/security/SecuritySection';

/** /usuarios/:user?: one's own profile (who they are, their roles and obras) and its security settings. */
export function ProfilePage() {
  const { t } = useTranslation('usuarios');
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <Stack spacing={4}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar sx={{ width: 64, height: 64, bgcolor: 'secondary.main', fontSize: 26 }}>
              {user.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Box>
              <Typography variant="h4" component="h1">
                {user.name}
              </Typography>
              <Typography color="text.secondary">{user.email}</Typography>
              <Typography variant="body2" color="text.secondary">
                {user.type === 'cliente' ? t('perfil.tipoCliente') : t('perfil.tipoGali')} ·{' '}
                {t('perfil.obras', { count: user.obras.length })}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
            {t('perfil.papeis')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {user.roles.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('perfil.semPapeis')}
              </Typography>
            ) : (
              user.roles.map((role) => <Chip key={role} label={role} size="small" />)
            )}
          </Stack>
        </CardContent>
      </Card>
      <SecuritySection />
    </Stack>
  );
}
