-- The seller's legal name used to default to the template's "Umbra Agency Ltd.", and saving the settings form stored
-- that default as if staff had entered it. It is not the seller's name: cleared, so the setup checklist counts it as
-- missing and no page or document presents it as the company (issue 39). A name staff typed differently is kept.
UPDATE "app_settings" SET "value" = replace("value", '"legalName":"Umbra Agency Ltd."', '"legalName":""') WHERE "key" = 'seller';
