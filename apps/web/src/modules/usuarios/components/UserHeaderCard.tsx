import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TUserDetail } from '@portal/domain';
import { UserCompanies } from './UserCompanies';

/** Who a user is: name, e-mail, kind of account, state, roles and companies. */
export function UserHeaderCard({
  user,
}: {
  user: Pick<
    TUserDetail,
    'name' | 'email' | 'type' | 'roles' | 'empresas' | 'enabled' | 'status' | 'emailVerified'
  >;
}) {
  const { t } = useTranslation('usuarios');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar
            sx={{
              width: 64,
              height: 64,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 26,
            }}
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box>
            <Typography variant="h4" component="h1">
              {user.name}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }} useFlexGap>
              <Chip
                size="small"
                label={user.type === 'cliente' ? t('perfil.tipoCliente') : t('perfil.tipoGali')}
              />
              {!user.enabled && <Chip size="small" color="error" label={t('lista.desativado')} />}
              {user.status === 'FORCE_CHANGE_PASSWORD' && (
                <Chip size="small" color="info" label={t('lista.convidado')} />
              )}
              {user.status === 'RESET_REQUIRED' && (
                <Chip size="small" color="warning" label={t('lista.redefinir')} />
              )}
            </Stack>
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
        <UserCompanies empresas={user.empresas} />
      </CardContent>
    </Card>
  );
}
