import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProdutoEdicao, type TDadoTecnicoResposta, type TProduto } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { ApiError } from '../../../../lib/api-error';
import { useEditarProduto } from '../../produtos.queries';

type Linha = TDadoTecnicoResposta & { key: number };
let seq = 0;
const linhas = (dados: readonly TDadoTecnicoResposta[]): Linha[] => dados.map((d) => ({ ...d, key: ++seq }));

/**
 * The product's technical data ("Pressão de projeto — 16 bar"), a table that who may edit the product turns into
 * fields: rows added, changed or removed, saved at once with the version read. When someone saved meanwhile, the
 * API refuses (409): the table reloads what is there now and the edits stay on screen to be sent again.
 */
export function DadosTecnicosCard({ produto }: { produto: TProduto }) {
  const { t } = useTranslation('produtos');
  const { enqueueSnackbar } = useSnackbar();
  const editar = useEditarProduto(produto.id);
  const [edicao, setEdicao] = useState<Linha[] | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<unknown>();

  const mudar = (key: number, campo: keyof TDadoTecnicoResposta, valor: string) =>
    setEdicao((rows) => rows && rows.map((r) => (r.key === key ? { ...r, [campo]: valor } : r)));

  const salvar = async () => {
    if (!edicao) return;
    setErro(undefined);
    setErros({});
    const dadosTecnicos = edicao.map(({ campo, valor, unidade }) => ({ campo, valor, unidade }));
    const parsed = ZProdutoEdicao.safeParse({ dadosTecnicos, versao: produto.versao });
    if (!parsed.success) {
      setErros(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      await editar.mutateAsync(parsed.data);
      setEdicao(null);
      enqueueSnackbar(t('dados.salvos'), { variant: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length)
        setErros(Object.fromEntries(e.fieldErrors.map((f) => [f.campo, f.mensagem])));
      setErro(e);
    }
  };

  const conflito = erro instanceof ApiError && erro.code === 'CONFLICT';
  return (
    <SectionCard
      id="produto-dados"
      title={t('dados.titulo')}
      aside={
        produto.acoes.editar &&
        !edicao && (
          <Button startIcon={<EditIcon />} onClick={() => setEdicao(linhas(produto.dadosTecnicos))}>
            {t('dados.editar')}
          </Button>
        )
      }
    >
      {!edicao ? (
        produto.dadosTecnicos.length === 0 ? (
          <Typography color="text.secondary">{t('dados.vazio')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="produto-dados">
            <TableHead>
              <TableRow>
                <TableCell>{t('dados.campo')}</TableCell>
                <TableCell>{t('dados.valor')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {produto.dadosTecnicos.map((d, i) => (
                <TableRow key={i}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {d.campo}
                  </TableCell>
                  <TableCell>{d.unidade ? `${d.valor} ${d.unidade}` : d.valor}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      ) : (
        <Stack spacing={1.5}>
          {conflito ? (
            <Alert severity="warning">{t('dados.conflito')}</Alert>
          ) : erro && !(erro instanceof ApiError && erro.fieldErrors.length) ? (
            <Alert severity="error">{erro instanceof Error ? erro.message : String(erro)}</Alert>
          ) : null}
          {erros.dadosTecnicos && <Alert severity="error">{erros.dadosTecnicos}</Alert>}
          {edicao.map((linha, i) => (
            <Stack
              key={linha.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
              role="group"
              aria-label={t('dados.linha', { n: i + 1 })}
            >
              <TextField
                size="small"
                label={t('dados.campo')}
                value={linha.campo}
                onChange={(e) => mudar(linha.key, 'campo', e.target.value)}
                error={!!erros[`dadosTecnicos.${i}.campo`]}
                helperText={erros[`dadosTecnicos.${i}.campo`]}
                sx={{ flex: 2 }}
              />
              <TextField
                size="small"
                label={t('dados.valor')}
                value={linha.valor}
                onChange={(e) => mudar(linha.key, 'valor', e.target.value)}
                error={!!erros[`dadosTecnicos.${i}.valor`]}
                helperText={erros[`dadosTecnicos.${i}.valor`]}
                sx={{ flex: 2 }}
              />
              <TextField
                size="small"
                label={t('dados.unidade')}
                value={linha.unidade}
                onChange={(e) => mudar(linha.key, 'unidade', e.target.value)}
                error={!!erros[`dadosTecnicos.${i}.unidade`]}
                helperText={erros[`dadosTecnicos.${i}.unidade`]}
                sx={{ flex: 1 }}
              />
              <Tooltip title={t('dados.remover')}>
                <IconButton
                  aria-label={t('dados.removerLinha', { n: i + 1 })}
                  onClick={() => setEdicao((rows) => rows && rows.filter((r) => r.key !== linha.key))}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setEdicao((rows) => [...(rows ?? []), { campo: '', valor: '', unidade: '', key: ++seq }])
              }
            >
              {t('dados.adicionar')}
            </Button>
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                setEdicao(null);
                setErro(undefined);
                setErros({});
              }}
              disabled={editar.isPending}
            >
              {t('comum:dialogos.cancelar')}
            </Button>
            <Button variant="contained" loading={editar.isPending} onClick={() => void salvar()}>
              {t('dados.salvar')}
            </Button>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
