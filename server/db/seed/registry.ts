import { accountsSeeder } from './accounts.ts';
import { catalogueSeeder } from './catalogue.ts';
import { contentSeeder } from './content.ts';
import { promoCodeSeeder } from './promo-codes.ts';
import type { Seeder } from './seeder.ts';

// The demo data, in the order it is created (a seeder may rely on data of the ones before it).
// Accounts, games and content seeders of later work are appended here.
export const seeders: readonly Seeder[] = [
  accountsSeeder,
  catalogueSeeder,
  contentSeeder,
  promoCodeSeeder,
];
