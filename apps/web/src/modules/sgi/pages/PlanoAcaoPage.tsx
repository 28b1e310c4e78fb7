import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useFieldArray } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZPlanoAcaoInput, type TAcaoInput, type TOcorrenciaSgi } from '@portal/domain';
import { RecordPageStates } from '../../../components/record/RecordPageStates';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormError } from '../../identity/components/FormError';
import { PlanoLinha } from '../components/plano/PlanoLinha';
import { useAdicionarPlano, useOcorrencia } from '../sgi.queries';

/** At most this many actions at once (the API's limit). */
const MAX_ACOES = 50;

const novaAcao = (): TAcaoInput => ({
  oQue: '',
  porQue: '',
  onde: '',
  quando: '',
  quemId: '',
  como: '',
  quantoCusta: '0',
  verificadorId: '',
});

/** The plan of one occurrence: several 5W2H actions written together, then back to the occurrence. */
function Plano({ ocorrencia: o }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const adicionar = useAdicionarPlano(o);
  const [erro, setErro] = useState<unknown>();
  const form = useZodForm(ZPlanoAcaoInput, { defaultValues: { acoes: [novaAcao()] } });
  const linhas = useFieldArray({ control: form.control, name: 'acoes' });
  const voltar = `/sgi/ocorrencias/${o.numero}`;
  const salvar = form.handleSubmit(async (dados) => {
    setErro(undefined);
    try {
      await adicionar.mutateAsync(dados);
      enqueueSnackbar(t('plano.salvo', { count: dados.acoes.length, numero: o.numero }), {
        variant: 'success',
      });
      void navigate(voltar);
    } catch (e) {
      // The API names a row's field as `acoes.1.quemId`, which is the form's own name.
      if (!applyFieldErrors(e, form.setError)) setErro(e);
    }
  });

  if (!o.acoes.plano)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={voltar} color="inherit" size="small">
            {t('plano.voltarOcorrencia')}
          </Button>
        }
      >
        {o.status === 'EM ANDAMENTO' ? t('plano.semPermissao') : t('plano.foraDeAndamento')}
      </Alert>
    );
  return (
    <Box component="form" noValidate onSubmit={(e) => void salvar(e)}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('plano.descricao')}
      </Typography>
      <FormError error={erro} />
      {form.formState.errors.acoes?.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.formState.errors.acoes.root.message}
        </Alert>
      )}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('plano.linhas')}>
        {linhas.fields.map((linha, index) => (
          <PlanoLinha
            key={linha.id}
            form={form}
            index={index}
            podeRemover={linhas.fields.length > 1}
            onRemover={() => linhas.remove(index)}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => linhas.append(novaAcao())}
          disabled={linhas.fields.length >= MAX_ACOES}
        >
          {t('plano.maisUma')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={voltar} disabled={form.formState.isSubmitting}>
            {t('plano.cancelar')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={form.formState.isSubmitting}
          >
            {t('plano.salvar', { count: linhas.fields.length })}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * /sgi/plano-acao?ocorrencia=<numero> (not in the menu): writes an occurrence's action plan, several 5W2H rows at
 * once (add and take out rows), by who may plan it while it is in progress; then back to the occurrence.
 */
export function PlanoAcaoPage() {
  const { t } = useTranslation('sgi');
  const [params] = useSearchParams();
  const ref = params.get('ocorrencia') ?? '';
  const valido = /^\d{1,9}$/.test(ref);
  const ocorrencia = useOcorrencia(valido ? ref : undefined);
  const o = ocorrencia.data;
  usePageBreadcrumbs(
    o
      ? { trail: [{ label: t('pagina.titulo', { numero: o.numero }), to: `/sgi/ocorrencias/${o.numero}` }] }
      : null,
  );
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {t('plano.paginaTitulo')}
      </Typography>
      {o && (
        <Typography sx={{ mb: 1 }}>
          <Link component={RouterLink} to={`/sgi/ocorrencias/${o.numero}`}>
            {t('plano.daOcorrencia', { numero: o.numero, titulo: o.titulo })}
          </Link>
        </Typography>
      )}
      {valido ? (
        <RecordPageStates
          query={ocorrencia}
          back={{ to: '/sgi', label: t('pagina.voltar') }}
          notFound={{ title: t('pagina.naoEncontrada'), text: t('pagina.naoEncontradaTexto') }}
          skeletons={[90, 420]}
        >
          {(c) => <Plano ocorrencia={c} />}
        </RecordPageStates>
      ) : (
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to="/sgi?status=EM%20ANDAMENTO&minhas=sim"
              color="inherit"
              size="small"
            >
              {t('plano.escolher')}
            </Button>
          }
        >
          {t('plano.semOcorrencia')}
        </Alert>
      )}
    </Box>
  );
}
