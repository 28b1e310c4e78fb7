import { useEffect } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZTafInput, type TProdutoRef, type TTafInput } from '@portal/domain';
import { ObraSelect } from '../../../obras/components/ObraSelect';
import { FormDialog } from '../../../../components/FormDialog';
import { useSessionStore } from '../../../../session/session.store';
import { useCriarTaf, useModelos } from '../../taf.queries';
import { ProdutoSelect } from './ProdutoSelect';
import { tafHref } from './TafsLista';

const CAMPOS = ['produtoId', 'obraId', 'numeroSerie', 'modeloId'] as const;

/** The templates that apply to the chosen product (its own and its family's); the only one is chosen by itself. */
function ModeloCampo({
  produtoId,
  value,
  onChange,
  error,
  helperText,
}: {
  produtoId: string;
  value: string;
  onChange: (id: string) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('produtos');
  const modelos = useModelos({ produtoId, pageSize: 100 }, !!produtoId);
  const itens = modelos.data?.items.filter((m) => m.ativo) ?? [];
  const unico = itens.length === 1 ? itens[0]!.id : null;
  useEffect(() => {
    if (unico && !value) onChange(unico);
  }, [unico, value, onChange]);
  return (
    <TextField
      select
      required
      label={t('novoTaf.modelo')}
      value={itens.some((m) => m.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={!produtoId}
      error={error}
      helperText={
        helperText ??
        (!produtoId
          ? t('novoTaf.escolhaProduto')
          : modelos.isSuccess && itens.length === 0
            ? t('novoTaf.semModelo')
            : undefined)
      }
    >
      {itens.map((m) => (
        <MenuItem key={m.id} value={m.id}>
          {t('novoTaf.modeloOpcao', { nome: m.nome, count: m.pontos.length })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Starts a TAF for one unit (serial number) of a product on a fabrication, from a template whose points it copies.
 * A product's or a fabrication's page gives its own; the record opens next, to be filled.
 */
export function NovoTafDialog({
  open,
  produto,
  obraId,
  onClose,
}: {
  open: boolean;
  produto?: TProdutoRef | { id: string };
  obraId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('produtos');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const criar = useCriarTaf();
  return (
    <FormDialog
      open={open}
      title={t('novoTaf.titulo')}
      description={t('novoTaf.texto')}
      schema={ZTafInput}
      defaultValues={{ produtoId: produto?.id ?? '', obraId: obraId ?? '', numeroSerie: '', modeloId: '' }}
      submitLabel={t('novoTaf.iniciar')}
      fields={CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        const taf = await criar.mutateAsync(values);
        onClose();
        enqueueSnackbar(t('novoTaf.iniciado', { numero: taf.numero }), { variant: 'success' });
        void navigate(tafHref(taf));
      }}
    >
      {(form) => <Campos form={form} produto={produto} obraId={obraId} />}
    </FormDialog>
  );
}

type Form = UseFormReturn<TTafInput, unknown, z.output<typeof ZTafInput>>;

function Campos({
  form,
  produto,
  obraId,
}: {
  form: Form;
  produto?: TProdutoRef | { id: string };
  obraId?: string;
}) {
  const { t } = useTranslation('produtos');
  const leProdutos = useSessionStore((s) => s.ability.can('read', 'Produto'));
  const produtoId = useWatch({ control: form.control, name: 'produtoId' });
  const errors = form.formState.errors;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {produto && 'codigo' in produto ? (
        <Typography>{t('novoTaf.produto', { codigo: produto.codigo, nome: produto.nome })}</Typography>
      ) : !produto && !leProdutos ? (
        <Alert severity="info">{t('novoTaf.semLeituraProdutos')}</Alert>
      ) : !produto ? (
        <Controller
          control={form.control}
          name="produtoId"
          render={({ field, fieldState }) => (
            <ProdutoSelect
              required
              label={t('novoTaf.produtoCampo')}
              value={field.value || undefined}
              onChange={(p) => {
                field.onChange(p?.id ?? '');
                form.setValue('modeloId', '');
              }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      {!obraId && (
        <Controller
          control={form.control}
          name="obraId"
          render={({ field, fieldState }) => (
            <ObraSelect
              tipo="fabricacao"
              required
              label={t('novoTaf.fabricacao')}
              value={field.value || undefined}
              onChange={(id) => field.onChange(id ?? '')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
      <TextField
        label={t('novoTaf.numeroSerie')}
        required
        {...form.register('numeroSerie')}
        error={!!errors.numeroSerie}
        helperText={errors.numeroSerie?.message ?? t('novoTaf.numeroSerieAjuda')}
      />
      <Controller
        control={form.control}
        name="modeloId"
        render={({ field, fieldState }) => (
          <ModeloCampo
            produtoId={produtoId}
            value={field.value}
            onChange={field.onChange}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
