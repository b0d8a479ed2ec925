-- What the shop may do when a cake or flowers cannot be made as shown: similar, call or cancel.
ALTER TABLE "orders" ADD COLUMN "substitution" text;
