import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/use-public-config';
import { useHealth } from '../platform.queries';

/** /teste (SPEC §2: public, open layout): whether the portal answers, which version, which browser. */
export function DiagnosticsPage() {
  const { t } = useTranslation();
  const health = useHealth();
  const config = usePublicConfig();
  const rows: [string, string][] = [
    [
      t('diagnostico.api'),
      health.isPending ? '...' : health.isSuccess ? t('diagnostico.ok') : t('diagnostico.falha'),
    ],
    [t('diagnostico.versao'), config.data?.versao ?? '...'],
    [t('diagnostico.ambiente'), config.data?.ambiente ?? '...'],
    [t('diagnostico.navegador'), navigator.userAgent],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('diagnostico.titulo')}
        </Typography>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
