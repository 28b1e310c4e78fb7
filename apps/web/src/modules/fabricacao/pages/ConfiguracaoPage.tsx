import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TCentro, TOperacaoTipo } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard';
import { CentroDialog } from '../components/configuracao/CentroDialog';
import { TipoDialog } from '../components/configuracao/TipoDialog';
import { horas } from '../components/formatos';
import { useConfiguracao } from '../fabricacao.queries';

type Dialogo = { tipo: 'tipo'; registro?: TOperacaoTipo } | { tipo: 'centro'; registro?: TCentro };

function Ativo({ ativo }: { ativo: boolean }) {
  const { t } = useTranslation('fabricacao');
  return (
    <Chip
      size="small"
      label={ativo ? t('configuracao.ativo') : t('configuracao.inativo')}
      color={ativo ? 'success' : 'default'}
      variant={ativo ? 'filled' : 'outlined'}
    />
  );
}

/**
 * /fabrica/configuracao (admin_fabricacao): the operation kinds items go through (name, usual order, active) and the
 * work centres (name, weekly capacity, active). An inactive one stays on the operations that use it and is offered
 * for no new one.
 */
export function ConfiguracaoPage() {
  const { t } = useTranslation('fabricacao');
  const { t: tc } = useTranslation();
  const configuracao = useConfiguracao();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const fechar = () => setDialogo(null);
  const tipos = [...(configuracao.data?.tipos ?? [])].sort((a, b) => a.ordem - b.ordem);
  const centros = [...(configuracao.data?.centros ?? [])].sort((a, b) =>
    a.nome.localeCompare(b.nome, 'pt-BR'),
  );
  const editar = (label: string, onClick: () => void) => (
    <IconButton size="small" aria-label={label} onClick={onClick}>
      <EditIcon fontSize="small" />
    </IconButton>
  );

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, mb: 2 }}>
        {tc('rotas.configuracaoFabrica')}
      </Typography>
      {configuracao.isError ? (
        <Alert severity="error">{configuracao.error.message}</Alert>
      ) : configuracao.isPending ? (
        <Skeleton variant="rounded" height={360} aria-label={t('carregando')} />
      ) : (
        <Stack spacing={3}>
          <SectionCard
            id="tipos-operacao"
            title={t('configuracao.tipos')}
            aside={
              <Button startIcon={<AddIcon />} onClick={() => setDialogo({ tipo: 'tipo' })}>
                {t('configuracao.tipoNovo')}
              </Button>
            }
          >
            {tipos.length === 0 ? (
              <Typography color="text.secondary">{t('configuracao.semTipos')}</Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-labelledby="tipos-operacao">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('campos.ordem')}</TableCell>
                      <TableCell>{t('campos.nome')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {t('campos.codigo')}
                      </TableCell>
                      <TableCell>{t('campos.ativo')}</TableCell>
                      <TableCell align="right">{t('campos.acoes')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {tipos.map((tipo) => (
                      <TableRow key={tipo.id}>
                        <TableCell>{tipo.ordem}</TableCell>
                        <TableCell>{tipo.nome}</TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {tipo.codigo}
                        </TableCell>
                        <TableCell>
                          <Ativo ativo={tipo.ativo} />
                        </TableCell>
                        <TableCell align="right">
                          {editar(t('configuracao.tipoEditar', { nome: tipo.nome }), () =>
                            setDialogo({ tipo: 'tipo', registro: tipo }),
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </SectionCard>
          <SectionCard
            id="centros-trabalho"
            title={t('configuracao.centros')}
            aside={
              <Button startIcon={<AddIcon />} onClick={() => setDialogo({ tipo: 'centro' })}>
                {t('configuracao.centroNovo')}
              </Button>
            }
          >
            {centros.length === 0 ? (
              <Typography color="text.secondary">{t('configuracao.semCentros')}</Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-labelledby="centros-trabalho">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('campos.nome')}</TableCell>
                      <TableCell align="right">{t('campos.capacidade')}</TableCell>
                      <TableCell>{t('campos.ativo')}</TableCell>
                      <TableCell align="right">{t('campos.acoes')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {centros.map((centro) => (
                      <TableRow key={centro.id}>
                        <TableCell>{centro.nome}</TableCell>
                        <TableCell align="right">{horas(centro.capacidadeHorasSemana)}</TableCell>
                        <TableCell>
                          <Ativo ativo={centro.ativo} />
                        </TableCell>
                        <TableCell align="right">
                          {editar(t('configuracao.centroEditar', { nome: centro.nome }), () =>
                            setDialogo({ tipo: 'centro', registro: centro }),
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </SectionCard>
        </Stack>
      )}
      {dialogo?.tipo === 'tipo' && (
        <TipoDialog tipo={dialogo.registro} proximaOrdem={(tipos.at(-1)?.ordem ?? 0) + 1} onClose={fechar} />
      )}
      {dialogo?.tipo === 'centro' && <CentroDialog centro={dialogo.registro} onClose={fechar} />}
    </Box>
  );
}
