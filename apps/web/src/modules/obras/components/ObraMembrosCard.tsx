import {
  Alert,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { useObraMembros } from '../obras.queries';

/**
 * Who is on the obra: name, e-mail, roles and since when. Only for those who may read users; the caller decides
 * (a client reads the obra but not its team: e-mails and roles of staff are for staff).
 */
export function ObraMembrosCard({ obraId }: { obraId: string }) {
  const { t } = useTranslation('obras');
  const membros = useObraMembros(obraId);
  const title = t('info.membros', { count: membros.data?.items.length ?? 0 });
  return (
    <Card variant="outlined" component="section" aria-label={t('info.membrosTitulo')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {membros.data ? title : t('info.membrosTitulo')}
        </Typography>
        {membros.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : membros.isError ? (
          <Alert severity="error">{membros.error.message}</Alert>
        ) : membros.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('adicionar.semMembros')}</Typography>
        ) : (
          <List dense aria-label={title}>
            {membros.data.items.map((m) => (
              <ListItem key={m.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/usuarios/${m.id}`}>
                      {m.name}
                    </Link>
                  }
                  secondary={[
                    m.email,
                    m.roles.length > 0 ? m.roles.join(', ') : null,
                    t('info.desde', { data: formatDate(m.adicionadoEm) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
