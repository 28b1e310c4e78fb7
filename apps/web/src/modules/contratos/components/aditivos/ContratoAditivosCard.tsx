import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  type TAditivo,
  type TContrato,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { AditivoFormDialog } from './AditivoFormDialog';

/** Each item the amendment changed or added, before and after: a table, or one line each on a phone. */
function Alteracoes({ aditivo }: { aditivo: TAditivo }) {
  const { t } = useTranslation('contratos');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const linhas = aditivo.alteracoes.map((a) => {
    const qtd = (q: number) => `${formatDecimal(q, 3)} ${a.unidade}`;
    return {
      id: a.itemId,
      descricao: a.descricao,
      quantidade:
        a.quantidadeAntes === null
          ? t('aditivos.novoItem', { depois: qtd(a.quantidadeDepois) })
          : t('aditivos.antesDepois', { antes: qtd(a.quantidadeAntes), depois: qtd(a.quantidadeDepois) }),
      preco:
        a.precoAntes === null
          ? t('aditivos.novoItem', { depois: formatMoney(a.precoDepois) })
          : t('aditivos.antesDepois', {
              antes: formatMoney(a.precoAntes),
              depois: formatMoney(a.precoDepois),
            }),
    };
  });
  const titulo = t('aditivos.itensDoAditivo', { numero: aditivo.numero });
  if (phone)
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }} aria-label={titulo}>
        {linhas.map((l) => (
          <Box component="li" key={l.id}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {l.descricao}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('aditivos.quantidadeLinha', { valor: l.quantidade })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('aditivos.precoLinha', { valor: l.preco })}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell>{t('aditivos.item')}</TableCell>
            <TableCell align="right">{t('aditivos.quantidade')}</TableCell>
            <TableCell align="right">{t('aditivos.preco')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.descricao}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {l.quantidade}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {l.preco}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** What one amendment changed: the end date and the value, before and after, and each item changed or added. */
function Aditivo({ aditivo }: { aditivo: TAditivo }) {
  const { t } = useTranslation('contratos');
  return (
    <Box data-testid="aditivo">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('aditivos.cabecalho', { numero: aditivo.numero, data: formatDate(aditivo.data) })}
        </Typography>
        <Chip
          size="small"
          color={aditivo.aprovadoEm ? 'success' : 'warning'}
          variant="outlined"
          label={
            aditivo.aprovadoEm
              ? t('aditivos.aprovadoEm', { data: formatDate(aditivo.aprovadoEm) })
              : t('aditivos.emAprovacao')
          }
        />
      </Stack>
      <Typography sx={{ my: 0.5, whiteSpace: 'pre-wrap' }}>{aditivo.descricao}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {aditivo.fimAntes !== aditivo.fimDepois && (
          <Chip
            size="small"
            variant="outlined"
            label={t('aditivos.prazo', {
              antes: formatDate(aditivo.fimAntes),
              depois: formatDate(aditivo.fimDepois),
            })}
          />
        )}
        {aditivo.valorAntes !== aditivo.valorDepois && (
          <Chip
            size="small"
            variant="outlined"
            label={t('aditivos.valor', {
              antes: formatMoney(aditivo.valorAntes),
              depois: formatMoney(aditivo.valorDepois),
            })}
          />
        )}
      </Stack>
      {aditivo.alteracoes.length > 0 && <Alteracoes aditivo={aditivo} />}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('aditivos.por', { por: aditivo.por, em: formatDateTime(aditivo.em) })}
      </Typography>
    </Box>
  );
}

/** The contract's amendments, oldest first, each with what it changed; "Novo aditivo" where this user may. */
export function ContratoAditivosCard({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const [novo, setNovo] = useState(false);
  return (
    <SectionCard
      id="contrato-aditivos"
      title={t('aditivos.titulo')}
      aside={
        contrato.acoes.aditivo && (
          <Button size="small" variant="outlined" startIcon={<PostAddIcon />} onClick={() => setNovo(true)}>
            {t('aditivos.novo')}
          </Button>
        )
      }
    >
      {contrato.aditivos.length === 0 ? (
        <Typography color="text.secondary">{t('aditivos.nenhum')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />} spacing={2}>
          {contrato.aditivos.map((aditivo) => (
            <Aditivo key={aditivo.id} aditivo={aditivo} />
          ))}
        </Stack>
      )}
      {novo && <AditivoFormDialog contrato={contrato} onClose={() => setNovo(false)} />}
    </SectionCard>
  );
}
