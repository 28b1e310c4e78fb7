import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TMudanca } from '@portal/domain';

function Valor({ value, old = false }: { value: string | null; old?: boolean }) {
  const { t } = useTranslation('auditoria');
  if (value === null)
    return (
      <Typography component="span" variant="body2" color="text.disabled" sx={{ fontStyle: 'italic' }}>
        {t('mudancas.vazio')}
      </Typography>
    );
  return (
    <Typography
      component="span"
      variant="body2"
      color={old ? 'text.secondary' : 'text.primary'}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {value}
    </Typography>
  );
}

/**
 * The fields one change touched: field | antes | depois. On a phone each field is a short block (its name, then the
 * old value and what it became), since three columns do not fit 360 px.
 */
export function MudancasTable({ mudancas }: { mudancas: TMudanca[] }) {
  const { t } = useTranslation('auditoria');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone)
    return (
      <Box component="dl" sx={{ m: 0 }} aria-label={t('mudancas.titulo')}>
        {mudancas.map((m) => (
          <Box key={m.campo} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
              {m.rotulo}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Valor value={m.antes} old />
              <Typography component="span" variant="body2" color="text.secondary" sx={{ mx: 0.75 }}>
                {'→'}
              </Typography>
              <Valor value={m.depois} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label={t('mudancas.titulo')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '28%' }}>{t('mudancas.campo')}</TableCell>
          <TableCell>{t('mudancas.antes')}</TableCell>
          <TableCell>{t('mudancas.depois')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mudancas.map((m) => (
          <TableRow key={m.campo} sx={{ verticalAlign: 'top' }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {m.rotulo}
            </TableCell>
            <TableCell>
              <Valor value={m.antes} old />
            </TableCell>
            <TableCell>
              <Valor value={m.depois} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
