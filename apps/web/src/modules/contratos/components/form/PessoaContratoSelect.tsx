import { useTranslation } from 'react-i18next';
import type { TContratoPapel, TPessoaRef } from '@portal/domain';
import { PessoaBusca } from '../../../../components/PessoaBusca';
import { usePessoasContrato } from '../../contratos.queries';

const nomeDe = (p: TPessoaRef) => p.name;

/**
 * Chooses the person a contract names in a place (`papel`): only staff whose roles let them act there. The form keeps
 * the id ('' for nobody).
 */
export function PessoaContratoSelect({
  papel,
  id,
  onChange,
  ...props
}: {
  papel: TContratoPapel;
  label: string;
  id: string;
  inicial?: TPessoaRef;
  onChange: (id: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('contratos');
  const usePessoasDoPapel = (q: string, enabled: boolean) => usePessoasContrato(papel, q, enabled);
  return (
    <PessoaBusca
      {...props}
      id={id || null}
      onChange={(escolhido) => onChange(escolhido ?? '')}
      usePessoas={usePessoasDoPapel}
      nomeDe={nomeDe}
      textos={{ ninguem: t('form.ninguem'), buscando: t('form.buscando') }}
    />
  );
}
