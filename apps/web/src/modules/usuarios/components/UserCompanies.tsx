import { Chip, Stack, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import type { TUserDetail } from '@portal/domain';

/** The companies (client companies) a user belongs to, read-only: for one's own profile and anyone who reads it. */
export function UserCompanies({ empresas }: { empresas: TUserDetail['empresas'] }) {
  const { t } = useTranslation('usuarios');
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {t('perfil.empresas')}
      </Typography>
      {empresas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('perfil.semEmpresas')}
        </Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="list"
          aria-label={t('perfil.empresas')}
        >
          {empresas.map(({ id, nome }) => (
            <Chip key={id} role="listitem" icon={<BusinessIcon />} size="small" label={nome} />
          ))}
        </Stack>
      )}
    </>
  );
}
