/** The database the migrations are applied to once per run; worker databases are cloned from it. */
export const TEMPLATE_DATABASE = 'shop_template';

export const workerDatabase = () => `shop_test_${process.env.VITEST_POOL_ID ?? '0'}`;
