import {
  Alert,
  Box,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  OBRA_STATUS_LABEL,
  OBRA_TIPO_LABEL,
  formatCnpj,
  formatDate,
  formatDateTime,
  formatMoney,
} from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { ObraMembrosCard } from '../components/ObraMembrosCard';
import { ObraPhoto } from '../components/ObraPhoto';
import { useObra, useObraCliente } from '../obras.queries';

/**
 * /obras/:obra/informacoes: every piece of the obra's data, read-only, with its client's CNPJ; and who is on it,
 * for those who may read users (docs/decisions.md: "A equipe de uma obra é para a equipe").
 */
export function ObraInformacoesPage() {
  const { t } = useTranslation('obras');
  const { obra: id = '' } = useParams();
  const obra = useObra(id);
  const cliente = useObraCliente(id);
  const canReadUsers = useSessionStore((s) => s.ability.can('read', 'Usuario'));
  if (obra.isPending) return <Skeleton variant="rounded" height={400} />;
  if (obra.isError) return <Alert severity="error">{obra.error.message}</Alert>;
  const o = obra.data;
  const none = t('painel.naoInformado');
  const person = (p: { name: string; email: string } | null) => (p ? `${p.name} (${p.email})` : none);
  const rows: [string, string][] = [
    [t('campos.codigo'), o.codigo],
    [t('campos.nome'), o.nome],
    [t('campos.cliente'), o.cliente.nome],
    [
      t('campos.cnpjCliente'),
      cliente.data ? formatCnpj(cliente.data.cnpj) : cliente.isPending ? '…' : t('info.cnpjIndisponivel'),
    ],
    [t('campos.tipo'), OBRA_TIPO_LABEL[o.tipo]],
    [t('campos.status'), OBRA_STATUS_LABEL[o.status]],
    [t('campos.logradouro'), o.logradouro ?? none],
    [t('campos.cidade'), `${o.cidade}/${o.uf}`],
    [t('campos.cep'), o.cep ? `${o.cep.slice(0, 5)}-${o.cep.slice(5)}` : none],
    [t('campos.inicioPrevisto'), o.inicioPrevisto ? formatDate(o.inicioPrevisto) : none],
    [t('campos.fimPrevisto'), o.fimPrevisto ? formatDate(o.fimPrevisto) : none],
    [t('campos.valorContrato'), o.valorContrato ? formatMoney(o.valorContrato) : none],
    [t('campos.siteManager'), person(o.siteManager)],
    [t('campos.substituto'), person(o.siteManagerSubstituto)],
    [t('campos.coordenador'), person(o.coordenador)],
    [t('campos.membros'), String(o.membros)],
    [t('info.criadaEm'), formatDateTime(o.createdAt)],
    [t('info.atualizadaEm'), formatDateTime(o.updatedAt)],
  ];
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('info.titulo')}
      </Typography>
      <Stack spacing={3}>
        <Card variant="outlined">
          <ObraPhoto obra={o} height={220} />
          <CardContent>
            <Table size="small" aria-label={t('info.titulo')}>
              <TableBody>
                {rows.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ fontWeight: 600, width: { xs: 130, sm: 220 } }}
                    >
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        {canReadUsers && <ObraMembrosCard obraId={o.id} />}
      </Stack>
    </Box>
  );
}
