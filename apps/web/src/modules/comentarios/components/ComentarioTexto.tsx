import { Box, Typography, alpha } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TPessoaMencionada } from '@portal/domain';
import { partesDoTexto } from './mencoes';

/** A comment's text as written (line breaks kept), with the `@Nome` of each person it mentions highlighted. */
export function ComentarioTexto({ texto, mencoes }: { texto: string; mencoes: TPessoaMencionada[] }) {
  const { t } = useTranslation('comentarios');
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {partesDoTexto(texto, mencoes).map((parte, i) =>
        parte.mencao ? (
          <Box
            key={i}
            component="span"
            title={t('mencao', { nome: parte.mencao.nome })}
            sx={{
              color: 'primary.main',
              fontWeight: 500,
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
              borderRadius: 0.5,
              px: 0.25,
            }}
          >
            {parte.texto}
          </Box>
        ) : (
          <span key={i}>{parte.texto}</span>
        ),
      )}
    </Typography>
  );
}
