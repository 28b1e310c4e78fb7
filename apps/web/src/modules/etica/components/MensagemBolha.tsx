import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { formatDateTime } from '@portal/domain';

/**
 * One message of the conversation between the reporter and the committee: the committee's on the left, tinted, the
 * reporter's on the right; who and when (dd/mm/aaaa hh:mm) above the text, files under it.
 */
export function MensagemBolha({
  doComite,
  autor,
  em,
  texto,
  arquivos,
}: {
  doComite: boolean;
  autor: string;
  em: string;
  texto: string;
  arquivos?: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-testid="etica-mensagem"
      sx={{ display: 'flex', justifyContent: doComite ? 'flex-start' : 'flex-end' }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '80%' },
          minWidth: 0,
          bgcolor: (theme) =>
            doComite ? alpha(theme.palette.primary.main, 0.05) : theme.palette.background.paper,
          borderColor: doComite ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          <Box component="strong" sx={{ color: doComite ? 'primary.main' : 'text.primary' }}>
            {autor}
          </Box>
          {` · ${formatDateTime(em)}`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{texto}</Typography>
        {arquivos}
      </Paper>
    </Box>
  );
}
