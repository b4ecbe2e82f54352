/**
 * Demo seed: the brands in `demoBrands`, applied idempotently — brands, branches and pages are
 * upserted by their natural keys, and branches/pages no longer in the seed are removed, so a
 * restart brings the demo data in line with this code and never duplicates it.
 * Later issues add their own seeders (news, catalog…) to `seeders`.
 */
import type { Db, Queryable } from '../db/db.ts'
import { seedActions } from './actions.ts'
import { seedBooking } from './booking.ts'
import { seedCatalog } from './catalog.ts'
import { coffee } from './coffee.ts'
import { demoTexts } from './english.ts'
import { seedGeo } from './geo.ts'
import { seedLoyalty } from './loyalty.ts'
import { seedNews } from './news.ts'
import { seedFeedback } from './feedback.ts'
import { seedOrders } from './orders.ts'
import { pizzeriaMsk, pizzeriaSpb } from './pizzeria.ts'
import { seedPushes } from './pushes.ts'
import { sushi } from './sushi.ts'
import type { DemoBrand } from './types.ts'
import { seedUsers } from './users.ts'

export const demoBrands: DemoBrand[] = [pizzeriaMsk, pizzeriaSpb, coffee, sushi]

export type Seeder = (tx: Queryable, brands: DemoBrand[]) => Promise<void>

async function seedBrands(tx: Queryable, brands: DemoBrand[]) {
  for (const b of brands) {
    await tx.query(
      `INSERT INTO brands (client, name, settings, custom, config)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb)
       ON CONFLICT (client) DO UPDATE
         SET name = EXCLUDED.name, settings = EXCLUDED.settings, custom = EXCLUDED.custom,
             config = EXCLUDED.config, updated_at = now()`,
      [
        b.client,
        b.name,
        JSON.stringify(b.settings),
        JSON.stringify(b.custom ?? {}),
        // English for the brand's texts (server/texts.ts), server-only like the rest of config.
        JSON.stringify({ ...demoTexts(), ...b.config }),
      ],
    )
  }
}

async function seedBranches(tx: Queryable, brands: DemoBrand[]) {
  for (const b of brands) {
    for (const [i, br] of b.branches.entries()) {
      await tx.query(
        `INSERT INTO branches (client, id_branch, name, address, description, lat, lng,
           contact_phone, start_time, end_time, days, working_time, is_pickpoint, extra, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14::jsonb, $15)
         ON CONFLICT (client, id_branch) DO UPDATE SET
           name = EXCLUDED.name, address = EXCLUDED.address, description = EXCLUDED.description,
           lat = EXCLUDED.lat, lng = EXCLUDED.lng, contact_phone = EXCLUDED.contact_phone,
           start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, days = EXCLUDED.days,
           working_time = EXCLUDED.working_time, is_pickpoint = EXCLUDED.is_pickpoint,
           extra = EXCLUDED.extra, sort = EXCLUDED.sort, active = true`,
        [
          b.client,
          br.idBranch,
          br.name,
          br.address,
          br.description ?? null,
          br.lat,
          br.lng,
          br.contactPhone,
          br.startTime,
          br.endTime,
          JSON.stringify(br.days),
          JSON.stringify(br.workingTime),
          br.isPickpoint,
          JSON.stringify(br.extra ?? {}),
          i,
        ],
      )
    }
    await tx.query(
      `DELETE FROM branches WHERE client = $1
         AND id_branch NOT IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
      [b.client, JSON.stringify(b.branches.map((br) => br.idBranch))],
    )
  }
}

async function seedPages(tx: Queryable, brands: DemoBrand[]) {
  for (const b of brands) {
    for (const [i, p] of b.pages.entries()) {
      await tx.query(
        `INSERT INTO pages (client, id_content, title, content, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (client, id_content) DO UPDATE
           SET title = EXCLUDED.title, content = EXCLUDED.content, sort = EXCLUDED.sort`,
        [b.client, p.idContent, p.title, p.content, i],
      )
    }
    await tx.query(
      `DELETE FROM pages WHERE client = $1
         AND id_content NOT IN (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
      [b.client, JSON.stringify(b.pages.map((p) => p.idContent))],
    )
  }
}

/** Applied in order; later issues append theirs (products, news, gifts…). */
export const seeders: Seeder[] = [
  seedBrands,
  seedBranches,
  seedPages,
  seedUsers,
  seedCatalog,
  seedLoyalty,
  seedGeo,
  seedOrders,
  seedActions,
  seedNews,
  seedPushes,
  seedFeedback,
  seedBooking,
]

export async function seed(db: Db, brands: DemoBrand[] = demoBrands): Promise<void> {
  await db.transaction(async (tx) => {
    for (const s of seeders) await s(tx, brands)
  })
}
