import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../../components/BrandMark';

/** One column of the survey's width, centred (a Box: MUI's Container would join the shared MUI chunk of every page). */
const COLUNA = { maxWidth: 600, mx: 'auto', px: { xs: 1.5, sm: 3 } } as const;

/** The survey's frame: the portal's brand on its colour and one column that reads well from a 360 px phone up. */
export function PesquisaLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 2, sm: 3 } }}>
        <Box sx={COLUNA}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
            <BrandMark size={32} />
            <Typography variant="h5" component="p" noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
              {t('portal')}
            </Typography>
          </Stack>
        </Box>
      </Box>
      <Box sx={{ ...COLUNA, py: { xs: 2, sm: 4 } }}>{children}</Box>
    </Box>
  );
}
