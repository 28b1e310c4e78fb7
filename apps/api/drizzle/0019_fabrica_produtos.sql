CREATE TABLE "fab_centros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"capacidade_horas_semana" numeric(8, 1) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fab_centros_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "fab_fabricacoes" (
	"obra_id" uuid PRIMARY KEY NOT NULL,
	"obra_destino_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fab_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"descricao" text NOT NULL,
	"quantidade" numeric(12, 3) NOT NULL,
	"peso_unitario_kg" numeric(12, 3) NOT NULL,
	"produto_id" uuid,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fab_itens_quantidade_check" CHECK ("fab_itens"."quantidade" > 0),
	CONSTRAINT "fab_itens_peso_check" CHECK ("fab_itens"."peso_unitario_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fab_operacao_tipos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fab_operacao_tipos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "fab_operacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo_id" uuid NOT NULL,
	"centro_id" uuid,
	"sequencia" integer NOT NULL,
	"inicio_previsto" date,
	"fim_previsto" date,
	"horas_previstas" numeric(8, 1) DEFAULT '0' NOT NULL,
	"inicio_real" date,
	"fim_real" date,
	"horas_reais" numeric(8, 1),
	"observacao" text DEFAULT '' NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fab_operacoes_horas_check" CHECK ("fab_operacoes"."horas_previstas" >= 0 and coalesce("fab_operacoes"."horas_reais", 0) >= 0),
	CONSTRAINT "fab_operacoes_datas_check" CHECK (("fab_operacoes"."fim_previsto" is null or "fab_operacoes"."inicio_previsto" is null or "fab_operacoes"."fim_previsto" >= "fab_operacoes"."inicio_previsto") and ("fab_operacoes"."fim_real" is null or "fab_operacoes"."inicio_real" is null or "fab_operacoes"."fim_real" >= "fab_operacoes"."inicio_real"))
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"familia" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"dados_tecnicos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taf_modelos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"produto_id" uuid,
	"familia" text,
	"pontos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taf_resultados" (
	"taf_id" uuid NOT NULL,
	"ponto_id" text NOT NULL,
	"resultado" text NOT NULL,
	"valor_medido" numeric(14, 4),
	"observacao" text DEFAULT '' NOT NULL,
	"foto_arquivo_id" uuid,
	"verificado_por" uuid,
	"verificado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ocorrencia_sgi_id" uuid,
	CONSTRAINT "taf_resultados_resultado_check" CHECK ("taf_resultados"."resultado" in ('conforme', 'nao_conforme', 'nao_aplicavel'))
);
--> statement-breakpoint
CREATE TABLE "tafs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL,
	"produto_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"modelo_id" uuid,
	"numero_serie" text NOT NULL,
	"pontos" jsonb NOT NULL,
	"status" text DEFAULT 'em_execucao' NOT NULL,
	"resultado" text,
	"testemunhas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assinatura_fabrica" jsonb,
	"assinatura_cliente" jsonb,
	"responsavel_id" uuid,
	"concluido_em" timestamp with time zone,
	"assinado_em" timestamp with time zone,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tafs_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
ALTER TABLE "fab_fabricacoes" ADD CONSTRAINT "fab_fabricacoes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_fabricacoes" ADD CONSTRAINT "fab_fabricacoes_obra_destino_id_obras_id_fk" FOREIGN KEY ("obra_destino_id") REFERENCES "public"."obras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_itens" ADD CONSTRAINT "fab_itens_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_itens" ADD CONSTRAINT "fab_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_operacoes" ADD CONSTRAINT "fab_operacoes_item_id_fab_itens_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."fab_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_operacoes" ADD CONSTRAINT "fab_operacoes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_operacoes" ADD CONSTRAINT "fab_operacoes_tipo_id_fab_operacao_tipos_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."fab_operacao_tipos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fab_operacoes" ADD CONSTRAINT "fab_operacoes_centro_id_fab_centros_id_fk" FOREIGN KEY ("centro_id") REFERENCES "public"."fab_centros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taf_modelos" ADD CONSTRAINT "taf_modelos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taf_resultados" ADD CONSTRAINT "taf_resultados_taf_id_tafs_id_fk" FOREIGN KEY ("taf_id") REFERENCES "public"."tafs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taf_resultados" ADD CONSTRAINT "taf_resultados_foto_arquivo_id_arquivos_id_fk" FOREIGN KEY ("foto_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taf_resultados" ADD CONSTRAINT "taf_resultados_verificado_por_users_id_fk" FOREIGN KEY ("verificado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tafs" ADD CONSTRAINT "tafs_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tafs" ADD CONSTRAINT "tafs_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tafs" ADD CONSTRAINT "tafs_modelo_id_taf_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."taf_modelos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tafs" ADD CONSTRAINT "tafs_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fab_fabricacoes_destino_idx" ON "fab_fabricacoes" USING btree ("obra_destino_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fab_itens_obra_tag_idx" ON "fab_itens" USING btree ("obra_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "fab_itens_produto_idx" ON "fab_itens" USING btree ("produto_id");--> statement-breakpoint
CREATE INDEX "fab_operacao_tipos_ordem_idx" ON "fab_operacao_tipos" USING btree ("ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "fab_operacoes_item_tipo_idx" ON "fab_operacoes" USING btree ("item_id","tipo_id");--> statement-breakpoint
CREATE INDEX "fab_operacoes_obra_idx" ON "fab_operacoes" USING btree ("obra_id","fim_previsto");--> statement-breakpoint
CREATE INDEX "fab_operacoes_centro_idx" ON "fab_operacoes" USING btree ("centro_id","inicio_previsto");--> statement-breakpoint
CREATE INDEX "fab_operacoes_atraso_idx" ON "fab_operacoes" USING btree ("fim_previsto") WHERE "fab_operacoes"."fim_real" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_codigo_idx" ON "produtos" USING btree (lower("codigo"));--> statement-breakpoint
CREATE INDEX "produtos_familia_idx" ON "produtos" USING btree ("familia","nome");--> statement-breakpoint
CREATE INDEX "produtos_nome_idx" ON "produtos" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "taf_modelos_produto_idx" ON "taf_modelos" USING btree ("produto_id");--> statement-breakpoint
CREATE INDEX "taf_modelos_familia_idx" ON "taf_modelos" USING btree ("familia");--> statement-breakpoint
CREATE UNIQUE INDEX "taf_resultados_ponto_idx" ON "taf_resultados" USING btree ("taf_id","ponto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tafs_produto_serie_idx" ON "tafs" USING btree ("produto_id",lower("numero_serie"));--> statement-breakpoint
CREATE INDEX "tafs_obra_idx" ON "tafs" USING btree ("obra_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tafs_status_idx" ON "tafs" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "fab_operacao_tipos" ("codigo", "nome", "ordem") VALUES ('corte', 'Corte', 1), ('montagem', 'Montagem', 2), ('solda', 'Solda', 3), ('usinagem', 'Usinagem', 4), ('pintura', 'Pintura', 5), ('inspecao', 'Inspeção', 6), ('expedicao', 'Expedição', 7);
