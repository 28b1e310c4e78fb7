import {
  Alert,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUserPermissions } from '../usuarios.queries';

function describe(condicoes: Record<string, unknown>[], e: string, ou: string): string {
  return condicoes
    .map((c) =>
      Object.entries(c)
        .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
        .join(` ${e} `),
    )
    .join(` ${ou} `);
}

/** What a user can do, per subject, as the permission engine decides today (for administrators). */
export function EffectivePermissionsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('usuarios');
  const permissions = useUserPermissions(userId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('permissoes.titulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('permissoes.texto')}
        </Typography>
        {permissions.isPending ? (
          <Skeleton height={200} />
        ) : permissions.isError ? (
          <Alert severity="error">{permissions.error.message}</Alert>
        ) : permissions.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('permissoes.nenhuma')}</Typography>
        ) : (
          <Table size="small" aria-label={t('permissoes.titulo')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('permissoes.assunto')}</TableCell>
                <TableCell>{t('permissoes.acoes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {permissions.data.items.map((item) => (
                <TableRow key={item.subject}>
                  <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>{item.subject}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {item.permissions.map((p) =>
                        p.acesso === 'total' ? (
                          <Chip key={p.action} label={p.action} size="small" color="primary" />
                        ) : (
                          <Tooltip
                            key={p.action}
                            title={`${t('permissoes.quando')} ${describe(p.condicoes, t('permissoes.e'), t('permissoes.ou'))}`}
                          >
                            <Chip label={`${p.action} *`} size="small" variant="outlined" color="primary" />
                          </Tooltip>
                        ),
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('permissoes.legenda')}
        </Typography>
      </CardContent>
    </Card>
  );
}
