CREATE TABLE "projetos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"escopo" text NOT NULL,
	"numero" text NOT NULL,
	"titulo" text NOT NULL,
	"disciplina" text NOT NULL,
	"categoria" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"situacao" text DEFAULT 'EL' NOT NULL,
	"revisao_atual" text,
	"finalidade_atual" text,
	"codigo_atual" text,
	"prazo" date,
	"criado_por" uuid,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projetos_comentarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"projeto_id" uuid NOT NULL,
	"revisao_id" uuid NOT NULL,
	"autor_id" uuid,
	"texto" text NOT NULL,
	"interno" boolean DEFAULT false NOT NULL,
	"resposta" text,
	"respondido_por" uuid,
	"respondido_em" timestamp with time zone,
	"fechado_por" uuid,
	"fechado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projetos_config" (
	"obra_id" uuid PRIMARY KEY NOT NULL,
	"esquema_revisao" text DEFAULT 'letras' NOT NULL,
	"prazo_cliente_dias" integer DEFAULT 10 NOT NULL,
	"prazo_retorno_dias" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projetos_revisoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"projeto_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"revisao" text NOT NULL,
	"finalidade" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"transmittal_id" uuid,
	"emitida_em" timestamp with time zone,
	"emitida_por" uuid,
	"prazo_cliente" date,
	"codigo" text,
	"revisada_em" timestamp with time zone,
	"revisada_por" uuid,
	"criada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projetos_transmittais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"escopo" text NOT NULL,
	"sequencia" integer NOT NULL,
	"numero" text NOT NULL,
	"prazo" date,
	"observacao" text DEFAULT '' NOT NULL,
	"emitido_por" uuid,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projetos" ADD CONSTRAINT "projetos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos" ADD CONSTRAINT "projetos_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_comentarios" ADD CONSTRAINT "projetos_comentarios_projeto_id_projetos_id_fk" FOREIGN KEY ("projeto_id") REFERENCES "public"."projetos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_comentarios" ADD CONSTRAINT "projetos_comentarios_revisao_id_projetos_revisoes_id_fk" FOREIGN KEY ("revisao_id") REFERENCES "public"."projetos_revisoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_comentarios" ADD CONSTRAINT "projetos_comentarios_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_comentarios" ADD CONSTRAINT "projetos_comentarios_respondido_por_users_id_fk" FOREIGN KEY ("respondido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_comentarios" ADD CONSTRAINT "projetos_comentarios_fechado_por_users_id_fk" FOREIGN KEY ("fechado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_config" ADD CONSTRAINT "projetos_config_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_revisoes" ADD CONSTRAINT "projetos_revisoes_projeto_id_projetos_id_fk" FOREIGN KEY ("projeto_id") REFERENCES "public"."projetos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_revisoes" ADD CONSTRAINT "projetos_revisoes_transmittal_id_projetos_transmittais_id_fk" FOREIGN KEY ("transmittal_id") REFERENCES "public"."projetos_transmittais"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_revisoes" ADD CONSTRAINT "projetos_revisoes_emitida_por_users_id_fk" FOREIGN KEY ("emitida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_revisoes" ADD CONSTRAINT "projetos_revisoes_revisada_por_users_id_fk" FOREIGN KEY ("revisada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_revisoes" ADD CONSTRAINT "projetos_revisoes_criada_por_users_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_transmittais" ADD CONSTRAINT "projetos_transmittais_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projetos_transmittais" ADD CONSTRAINT "projetos_transmittais_emitido_por_users_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projetos_obra_numero_idx" ON "projetos" USING btree ("obra_id",lower("numero"));--> statement-breakpoint
CREATE INDEX "projetos_escopo_obra_idx" ON "projetos" USING btree ("escopo","obra_id","numero");--> statement-breakpoint
CREATE INDEX "projetos_escopo_situacao_prazo_idx" ON "projetos" USING btree ("escopo","situacao","prazo");--> statement-breakpoint
CREATE INDEX "projetos_escopo_updated_idx" ON "projetos" USING btree ("escopo","updated_at");--> statement-breakpoint
CREATE INDEX "projetos_comentarios_projeto_idx" ON "projetos_comentarios" USING btree ("projeto_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projetos_revisoes_ordem_idx" ON "projetos_revisoes" USING btree ("projeto_id","ordem");--> statement-breakpoint
CREATE INDEX "projetos_revisoes_transmittal_idx" ON "projetos_revisoes" USING btree ("transmittal_id");--> statement-breakpoint
CREATE INDEX "projetos_revisoes_revisada_idx" ON "projetos_revisoes" USING btree ("revisada_em");--> statement-breakpoint
CREATE UNIQUE INDEX "projetos_transmittais_obra_seq_idx" ON "projetos_transmittais" USING btree ("obra_id","sequencia");--> statement-breakpoint
CREATE INDEX "projetos_transmittais_escopo_idx" ON "projetos_transmittais" USING btree ("escopo","emitido_em");