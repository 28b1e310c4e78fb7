import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** /teste (SPEC §2: public, open layout): whether the portal answers, which version, which browser. */
export function DiagnosticsPage() {
  const { t } = useTranslation();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => api<{ status: string }>('/health'),
    retry: false,
  });
  const config = useQuery({
    queryKey: ['config'],
    queryFn: () => api<{ versao: string; ambiente: string }>('/config'),
  });
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
