CREATE TABLE "sgi_acoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ocorrencia_id" uuid NOT NULL,
	"o_que" text NOT NULL,
	"por_que" text NOT NULL,
	"onde" text NOT NULL,
	"quando" date NOT NULL,
	"quem_id" uuid,
	"como" text NOT NULL,
	"quanto_custa" numeric(15, 2) DEFAULT '0' NOT NULL,
	"verificador_id" uuid,
	"custo_real" numeric(15, 2),
	"evidencia" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"finalizada_em" timestamp with time zone,
	"verificada_em" timestamp with time zone,
	"registrada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sgi_auditorias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"normas" text[] NOT NULL,
	"escopo" text NOT NULL,
	"obra_id" uuid,
	"auditor" text NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"etapa" text DEFAULT 'planejamento' NOT NULL,
	"criada_por" uuid,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sgi_auditorias_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "sgi_ocorrencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL,
	"categoria" text NOT NULL,
	"tipo" text NOT NULL,
	"origem" text NOT NULL,
	"origem_ref" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origem_id" uuid,
	"obra_id" uuid,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"local" text DEFAULT '' NOT NULL,
	"data_ocorrencia" date NOT NULL,
	"gravidade" text,
	"status" text DEFAULT 'RASCUNHO' NOT NULL,
	"autor_id" uuid,
	"responsavel_id" uuid,
	"prazo" date,
	"enviada_em" timestamp with time zone,
	"triada_em" timestamp with time zone,
	"finalizada_em" timestamp with time zone,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sgi_ocorrencias_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "sgi_rnc" (
	"ocorrencia_id" uuid PRIMARY KEY NOT NULL,
	"emitente_id" uuid,
	"emitida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"norma" text NOT NULL,
	"clausula" text NOT NULL,
	"recorrente" boolean DEFAULT false NOT NULL,
	"descricao" text NOT NULL,
	"abrangencia" text DEFAULT '' NOT NULL,
	"correcao_imediata" text DEFAULT '' NOT NULL,
	"correcao_responsavel_id" uuid,
	"correcao_prazo" date,
	"porques" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ishikawa" jsonb NOT NULL,
	"causa_raiz_6m" text,
	"causa_raiz" text DEFAULT '' NOT NULL,
	"eficacia_responsavel_id" uuid,
	"eficacia_prazo" date,
	"eficacia_resultado" text,
	"eficacia_observacao" text DEFAULT '' NOT NULL,
	"encerrada_em" timestamp with time zone,
	"versao" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sgi_acoes" ADD CONSTRAINT "sgi_acoes_ocorrencia_id_sgi_ocorrencias_id_fk" FOREIGN KEY ("ocorrencia_id") REFERENCES "public"."sgi_ocorrencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_acoes" ADD CONSTRAINT "sgi_acoes_quem_id_users_id_fk" FOREIGN KEY ("quem_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_acoes" ADD CONSTRAINT "sgi_acoes_verificador_id_users_id_fk" FOREIGN KEY ("verificador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_acoes" ADD CONSTRAINT "sgi_acoes_registrada_por_users_id_fk" FOREIGN KEY ("registrada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_auditorias" ADD CONSTRAINT "sgi_auditorias_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_auditorias" ADD CONSTRAINT "sgi_auditorias_criada_por_users_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_ocorrencias" ADD CONSTRAINT "sgi_ocorrencias_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_ocorrencias" ADD CONSTRAINT "sgi_ocorrencias_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_ocorrencias" ADD CONSTRAINT "sgi_ocorrencias_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_rnc" ADD CONSTRAINT "sgi_rnc_ocorrencia_id_sgi_ocorrencias_id_fk" FOREIGN KEY ("ocorrencia_id") REFERENCES "public"."sgi_ocorrencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_rnc" ADD CONSTRAINT "sgi_rnc_emitente_id_users_id_fk" FOREIGN KEY ("emitente_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_rnc" ADD CONSTRAINT "sgi_rnc_correcao_responsavel_id_users_id_fk" FOREIGN KEY ("correcao_responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sgi_rnc" ADD CONSTRAINT "sgi_rnc_eficacia_responsavel_id_users_id_fk" FOREIGN KEY ("eficacia_responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sgi_acoes_ocorrencia_idx" ON "sgi_acoes" USING btree ("ocorrencia_id");--> statement-breakpoint
CREATE INDEX "sgi_acoes_quem_idx" ON "sgi_acoes" USING btree ("quem_id");--> statement-breakpoint
CREATE INDEX "sgi_acoes_verificador_idx" ON "sgi_acoes" USING btree ("verificador_id");--> statement-breakpoint
CREATE INDEX "sgi_acoes_status_idx" ON "sgi_acoes" USING btree ("status","quando");--> statement-breakpoint
CREATE INDEX "sgi_auditorias_inicio_idx" ON "sgi_auditorias" USING btree ("inicio" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sgi_ocorrencias_categoria_idx" ON "sgi_ocorrencias" USING btree ("categoria","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sgi_ocorrencias_obra_idx" ON "sgi_ocorrencias" USING btree ("obra_id");--> statement-breakpoint
CREATE INDEX "sgi_ocorrencias_responsavel_idx" ON "sgi_ocorrencias" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "sgi_ocorrencias_autor_idx" ON "sgi_ocorrencias" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "sgi_ocorrencias_origem_idx" ON "sgi_ocorrencias" USING btree ("origem_id");