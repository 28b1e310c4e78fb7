CREATE TABLE "etica_afastamentos" (
	"relato_id" uuid NOT NULL,
	"membro_id" uuid NOT NULL,
	"motivo" text NOT NULL,
	"afastado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etica_afastamentos_relato_id_membro_id_pk" PRIMARY KEY("relato_id","membro_id")
);
--> statement-breakpoint
CREATE TABLE "etica_mensagens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relato_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"texto" text NOT NULL,
	"autor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etica_relatos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocolo" text NOT NULL,
	"chave_hash" text NOT NULL,
	"categoria" text NOT NULL,
	"relato" text NOT NULL,
	"local" text,
	"quando" text,
	"envolvidos" text,
	"nome" text,
	"contato" text,
	"status" text DEFAULT 'aberto' NOT NULL,
	"investigador_id" uuid,
	"versao" integer DEFAULT 0 NOT NULL,
	"falhas_chave" integer DEFAULT 0 NOT NULL,
	"falhas_desde" timestamp with time zone,
	"bloqueado_ate" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etica_relatos_protocolo_unique" UNIQUE("protocolo")
);
--> statement-breakpoint
ALTER TABLE "etica_afastamentos" ADD CONSTRAINT "etica_afastamentos_relato_id_etica_relatos_id_fk" FOREIGN KEY ("relato_id") REFERENCES "public"."etica_relatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etica_afastamentos" ADD CONSTRAINT "etica_afastamentos_membro_id_users_id_fk" FOREIGN KEY ("membro_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etica_afastamentos" ADD CONSTRAINT "etica_afastamentos_afastado_por_users_id_fk" FOREIGN KEY ("afastado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etica_mensagens" ADD CONSTRAINT "etica_mensagens_relato_id_etica_relatos_id_fk" FOREIGN KEY ("relato_id") REFERENCES "public"."etica_relatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etica_mensagens" ADD CONSTRAINT "etica_mensagens_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etica_relatos" ADD CONSTRAINT "etica_relatos_investigador_id_users_id_fk" FOREIGN KEY ("investigador_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "etica_afastamentos_membro_idx" ON "etica_afastamentos" USING btree ("membro_id");--> statement-breakpoint
CREATE INDEX "etica_mensagens_relato_idx" ON "etica_mensagens" USING btree ("relato_id","created_at");--> statement-breakpoint
CREATE INDEX "etica_relatos_status_idx" ON "etica_relatos" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "etica_relatos_investigador_idx" ON "etica_relatos" USING btree ("investigador_id");