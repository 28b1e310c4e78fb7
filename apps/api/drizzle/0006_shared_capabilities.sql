CREATE TABLE "comentarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"autor_id" uuid,
	"autor_nome" text NOT NULL,
	"texto" text NOT NULL,
	"interno" boolean DEFAULT false NOT NULL,
	"mencoes" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_em" timestamp with time zone,
	"removido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exportacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lista" text NOT NULL,
	"filtros" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"linhas" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"arquivo_id" uuid,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacao_eventos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacao_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chave" text NOT NULL,
	"tipo" text NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"ator_id" uuid,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"link" text NOT NULL,
	"destinatarios" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacao_preferencias" (
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"entrega" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_preferencias_user_id_tipo_pk" PRIMARY KEY("user_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evento_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"link" text NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"entrega" text NOT NULL,
	"enviada_em" timestamp with time zone,
	"lida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seguidores" (
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seguidores_entidade_entidade_id_user_id_pk" PRIMARY KEY("entidade","entidade_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_eventos" ADD CONSTRAINT "notificacao_eventos_ator_id_users_id_fk" FOREIGN KEY ("ator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_preferencias" ADD CONSTRAINT "notificacao_preferencias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_evento_id_notificacao_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."notificacao_eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguidores" ADD CONSTRAINT "seguidores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentarios_registro_idx" ON "comentarios" USING btree ("entidade","entidade_id","created_at");--> statement-breakpoint
CREATE INDEX "exportacoes_user_idx" ON "exportacoes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notificacao_eventos_chave_idx" ON "notificacao_eventos" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "notificacao_eventos_pendentes_idx" ON "notificacao_eventos" USING btree ("created_at") WHERE "notificacao_eventos"."processado_em" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacoes_evento_user_idx" ON "notificacoes" USING btree ("evento_id","user_id");--> statement-breakpoint
CREATE INDEX "notificacoes_user_idx" ON "notificacoes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificacoes_nao_lidas_idx" ON "notificacoes" USING btree ("user_id") WHERE "notificacoes"."lida_em" is null;--> statement-breakpoint
CREATE INDEX "notificacoes_resumo_idx" ON "notificacoes" USING btree ("user_id") WHERE "notificacoes"."entrega" = 'resumo' and "notificacoes"."enviada_em" is null;--> statement-breakpoint
CREATE INDEX "seguidores_user_idx" ON "seguidores" USING btree ("user_id");