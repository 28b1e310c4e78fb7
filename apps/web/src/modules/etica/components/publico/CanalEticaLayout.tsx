import type { ReactNode } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../../components/BrandMark';

/**
 * The frame of the channel's public pages: the portal's brand on its colour, a link to the other public page, and the page's content in a column that reads well from a 360 px phone up.
 */
export function CanalEticaLayout({
  outra,
  children,
}: {
  /** The other page of the channel (report / follow a report). */
  outra: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('etica');
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 2, sm: 3 } }}>
        <Container maxWidth="md">
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
            <BrandMark size={32} />
            <Typography
              variant="h5"
              component="p"
              noWrap
              // On a phone the mark alone: the name and the button do not fit one line at 360 px.
              sx={{ fontWeight: 700, flex: 1, minWidth: 0, visibility: { xs: 'hidden', sm: 'visible' } }}
            >
              {t('comum:portal')}
            </Typography>
            <Button
              component={RouterLink}
              to={outra.to}
              color="inherit"
              variant="outlined"
              size="small"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {outra.label}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
