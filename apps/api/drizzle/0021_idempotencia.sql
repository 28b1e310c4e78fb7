CREATE TABLE "idempotencia" (
	"usuario_id" uuid NOT NULL,
	"chave" text NOT NULL,
	"metodo" text NOT NULL,
	"rota" text NOT NULL,
	"impressao" text,
	"status" integer,
	"resposta" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_pkey" PRIMARY KEY("usuario_id","chave")
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_created_at_idx" ON "idempotencia" USING btree ("created_at");