/** A person as forms hold them: enough to show and to send their id. */
export interface TPessoaRef {
  id: string;
  name: string;
  email: string;
}
