ALTER TABLE "quotes" ADD COLUMN "tax_rate_bp" integer;
