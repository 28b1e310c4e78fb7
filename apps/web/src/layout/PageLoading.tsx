import { Box, CircularProgress } from '@mui/material';

/** Shown while a page's code or data arrives. */
export function PageLoading() {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
      role="progressbar"
      aria-label="Carregando"
    >
      <CircularProgress />
    </Box>
  );
}
