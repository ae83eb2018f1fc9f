import { Migration } from '@mikro-orm/migrations';

/**
 * Print orders in front of staff (order/print-attention.ts): when an order was queued to print, when
 * Printify refused it for good and why, and the index of the orders Printify has not taken yet.
 * Orders already waiting (paid, with Printify lines, not at Printify) are counted from their payment,
 * so the ones stuck before this change show as needing attention at once.
 */
export class Migration20261128015308_PrintAttention extends Migration {

  override name = 'Migration20261128015308_PrintAttention';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "print_queued_at" timestamptz null, add "print_refused_at" timestamptz null, add "print_error" varchar(1000) null;`);
    this.addSql(`create index "orders_print_waiting_index" on "orders" ("id") where "printify_order_id" is null and "print_queued_at" is not null and status in ('paid', 'partially_refunded');`);
    this.addSql(`update "orders" o
      set "print_queued_at" = coalesce((select max(e."created_at") from "order_events" e where e."order_id" = o."id" and e."to_status" = 'paid'), o."created_at")
      where o."printify_order_id" is null
        and o."status" in ('paid', 'partially_refunded')
        and exists (select 1 from "order_items" i join "products" p on p."id" = i."product_id" where i."order_id" = o."id" and p."printify_id" is not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_print_waiting_index";`);
    this.addSql(`alter table "orders" drop column "print_queued_at", drop column "print_refused_at", drop column "print_error";`);
  }

}
