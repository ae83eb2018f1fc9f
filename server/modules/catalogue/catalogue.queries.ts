import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category, Product, ProductVariant } from '../../../src/catalogue.ts';

/**
 * Hot catalogue reads: one SQL statement each, rows mapped straight to the wire shape
 * (DESIGN.md section 6: entity hydration costs about two thirds of the throughput here).
 */

const PRODUCT_COLUMNS = `p.id, p.title, p.description, p.price, p.price_range, p.image_url, p.mockup_images,
  p.category, p.created_at, p.in_stock, p.inventory, p.featured, p.dimensions, p.tags, p.variants`;

interface ProductRow {
  id: number;
  title: string;
  description: string | null;
  price: string;
  price_range: string | null;
  image_url: string | null;
  mockup_images: string[] | null;
  category: string | null;
  created_at: Date;
  in_stock: boolean;
  inventory: number;
  featured: boolean;
  dimensions: string | null;
  tags: string[] | null;
  variants: ProductVariant[] | null;
}

const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  priceRange: row.price_range,
  imageUrl: row.image_url,
  mockupImages: row.mockup_images ?? [],
  category: row.category,
  createdAt: new Date(row.created_at).toISOString(),
  inStock: row.in_stock,
  inventory: row.inventory,
  featured: row.featured,
  dimensions: row.dimensions,
  tags: row.tags ?? [],
  variants: row.variants ?? [],
});

/**
 * Newest first. A category matches a product's own category column or any category the product
 * is linked to through product_categories.
 */
export async function listProducts(em: EntityManager, filter: { category?: string | undefined }): Promise<Product[]> {
  const connection = em.getConnection();
  const rows = filter.category
    ? await connection.execute<ProductRow[]>(
        `select ${PRODUCT_COLUMNS} from products p
         where p.category = ? or exists (
           select 1 from product_categories pc join categories c on c.id = pc.category_id
           where pc.product_id = p.id and c.name = ?)
         order by p.created_at desc, p.id desc`,
        [filter.category, filter.category],
      )
    : await connection.execute<ProductRow[]>(
        `select ${PRODUCT_COLUMNS} from products p order by p.created_at desc, p.id desc`,
      );
  return rows.map(toProduct);
}

export async function findProduct(em: EntityManager, id: number): Promise<Product | null> {
  const rows = await em
    .getConnection()
    .execute<ProductRow[]>(`select ${PRODUCT_COLUMNS} from products p where p.id = ?`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

export async function listCategories(em: EntityManager): Promise<Category[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; name: string; description: string | null; image_url: string | null }[]>(
      'select id, name, description, image_url from categories order by id',
    );
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, imageUrl: row.image_url }));
}
