import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DevicesCard } from './DevicesCard';
import { EmailVerificationCard } from './EmailVerificationCard';
import { MfaCard } from './MfaCard';
import { SessionsCard } from './SessionsCard';

/** The security part of one's own profile (change password, verify e-mail, MFA, devices, sessions). */
export function SecuritySection() {
  const { t } = useTranslation('identidade');
  return (
    <Box component="section" aria-labelledby="seguranca-titulo">
      <Typography id="seguranca-titulo" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('seguranca.titulo')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ChangePasswordCard />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <EmailVerificationCard />
          <MfaCard />
          <SessionsCard />
        </Box>
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <DevicesCard />
        </Box>
      </Box>
    </Box>
  );
}
