import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ZRdoConteudo,
  type TRdoConteudo,
  type TRdoConteudoInput,
  type TRdoConteudoView,
  type TRdoSecao,
} from '@portal/domain';
import { ApiError } from '../../../lib/api-error';
import { applyRdoFieldErrors } from './form/apply-rdo-field-errors';
import { AtividadesSection } from './form/AtividadesSection';
import { ChuvaSection } from './form/ChuvaSection';
import { ClimaSection } from './form/ClimaSection';
import { ComentariosSection } from './form/ComentariosSection';
import { EquipamentosSection } from './form/EquipamentosSection';
import { ExpedienteSection } from './form/ExpedienteSection';
import { FormActionBar } from './form/FormActionBar';
import { JustificativaSection } from './form/JustificativaSection';
import { MaoDeObraSection } from './form/MaoDeObraSection';
import { normalizeRdoForm } from './form/normalize-rdo-form';
import { OcorrenciasSection } from './form/OcorrenciasSection';
import type { RdoFormValues } from './form/rdo-form.types';
import { toRdoForm } from './form/to-rdo-form';
import { useUnsavedChangesGuard } from './form/use-unsaved-changes-guard';

export interface RdoFormProps {
  obraId: string;
  secoes: TRdoSecao[];
  dataRdo: string;
  defaultValues: TRdoConteudoInput | TRdoConteudoView;
  pedirJustificativa?: boolean;
  submitLabel: string;
  onSubmit(values: { conteudo: TRdoConteudo; justificativa?: string }): Promise<void>;
  onCancel?(): void;
  extraActions?: React.ReactNode;
}

type Output = { conteudo: TRdoConteudo; justificativa?: string };
type Problem = { message: string; details: string[]; campos: boolean };

/**
 * A day's report: the obra's enabled sections, checked by the same zod contract as the API (ZRdoConteudo). The
 * API's field errors (`conteudo.maoDeObra.2.quantidade`) land on their fields; anything else shows above the
 * buttons, which stay at the bottom of the screen on a phone.
 */
export function RdoForm(props: RdoFormProps) {
  const { obraId, secoes, dataRdo, pedirJustificativa = false, submitLabel, onCancel, extraActions } = props;
  const { t } = useTranslation('rdoEdicao');
  const [problem, setProblem] = useState<Problem | null>(null);
  const saving = useRef(false);
  const [defaults] = useState(() => toRdoForm(props.defaultValues, secoes));
  const resolver = useMemo<Resolver<RdoFormValues, unknown, Output>>(() => {
    const schema = z.object({
      conteudo: ZRdoConteudo,
      justificativa: pedirJustificativa
        ? z
            .string(t('form.justificativaObrigatoria'))
            .trim()
            .min(5, t('form.justificativaObrigatoria'))
            .max(1000)
        : z.string().trim().max(1000).optional(),
    });
    const zod = zodResolver(schema) as unknown as Resolver<RdoFormValues, unknown, Output>;
    // Empty number fields and unchosen weather periods become null first (see normalizeRdoForm).
    return (values, context, options) =>
      zod(normalizeRdoForm(values) as unknown as RdoFormValues, context, options);
  }, [pedirJustificativa, t]);
  const form = useForm<RdoFormValues, unknown, Output>({ resolver, defaultValues: defaults });
  useUnsavedChangesGuard(form.formState.isDirty, saving, t('form.sairSemSalvar'));

  const on = (secao: TRdoSecao) => secoes.includes(secao);
  const onValid = async (values: Output) => {
    setProblem(null);
    saving.current = true;
    try {
      await props.onSubmit(values);
      form.reset(form.getValues());
    } catch (error) {
      const details = applyRdoFieldErrors(error, form.setError);
      const message = error instanceof Error ? error.message : t('form.falhou');
      setProblem({
        message,
        details,
        campos: error instanceof ApiError && error.fieldErrors.length > details.length,
      });
    } finally {
      saving.current = false;
    }
  };
  const onInvalid = () => setProblem({ message: t('form.corrija'), details: [], campos: false });
  // handleSubmit is built on submit, not during render: the handler writes the `saving` ref.
  const submit = (event: FormEvent) => form.handleSubmit(onValid, onInvalid)(event);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <ExpedienteSection />
          {on('clima') && <ClimaSection />}
          {on('chuva') && <ChuvaSection />}
          {on('maoDeObra') && <MaoDeObraSection />}
          {on('equipamentos') && <EquipamentosSection />}
          {on('atividades') && <AtividadesSection obraId={obraId} dataRdo={dataRdo} />}
          {on('ocorrencias') && <OcorrenciasSection />}
          {on('comentarios') && <ComentariosSection />}
          {pedirJustificativa && <JustificativaSection />}
          {problem && (
            <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
              {problem.message}
              {problem.campos && ` ${t('form.confiraCampos')}`}
              {problem.details.map((d) => (
                <Box key={d}>{d}</Box>
              ))}
            </Alert>
          )}
        </Stack>
        <FormActionBar>
          {extraActions}
          {onCancel && <Button onClick={onCancel}>{t('form.cancelar')}</Button>}
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </FormActionBar>
      </Box>
    </FormProvider>
  );
}
