import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** The shape of every error page: a big mark, what happened, where to go. */
export function ErrorPage({
  code,
  title,
  text,
  actions,
}: {
  code: string;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 64, sm: 96 }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
        >
          {code}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2 }} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {text}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      </Box>
    </Box>
  );
}
