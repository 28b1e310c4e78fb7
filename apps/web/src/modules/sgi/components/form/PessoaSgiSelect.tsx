import { useTranslation } from 'react-i18next';
import { PessoaBusca } from '../../../../components/PessoaBusca';
import { usePessoasSgi, type TPessoaSgi } from '../../sgi.queries';

const nomeDe = (p: TPessoaSgi) => p.nome;

/**
 * A member of staff named on an occurrence or action (responsible, owner, verifier), searched by name or e-mail;
 * null for nobody.
 */
export function PessoaSgiSelect(props: {
  label: string;
  id: string | null;
  inicial?: TPessoaSgi | null;
  onChange: (id: string | null) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('sgi');
  return (
    <PessoaBusca
      {...props}
      usePessoas={usePessoasSgi}
      nomeDe={nomeDe}
      textos={{ ninguem: t('form.ninguem'), buscando: t('form.buscando') }}
    />
  );
}
