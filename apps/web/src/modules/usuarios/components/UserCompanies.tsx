import { Chip, Skeleton, Stack, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import { useCompanyNames } from '../usuarios.queries';

/** The companies (client companies) a user belongs to, read-only: for one's own profile and anyone who reads it. */
export function UserCompanies({ companies }: { companies: readonly string[] }) {
  const { t } = useTranslation('usuarios');
  const names = useCompanyNames(companies);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {t('perfil.empresas')}
      </Typography>
      {companies.length === 0 ? (
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
          {names.map(({ id, nome }) =>
            nome === undefined ? (
              <Skeleton key={id} variant="rounded" width={120} height={24} role="listitem" />
            ) : (
              <Chip
                key={id}
                role="listitem"
                icon={<BusinessIcon />}
                size="small"
                label={nome ?? t('perfil.empresaOculta')}
              />
            ),
          )}
        </Stack>
      )}
    </>
  );
}
