import { sql } from "drizzle-orm";
import { z } from "zod";
import { fixtureCatalogue } from "../test/fixture";
import { testEngine, testDatabasePerFile } from "../test/test-db";
import { applyCatalogue } from "./apply";

const database = testDatabasePerFile();

describe(`applyCatalogue (${testEngine})`, () => {
  test("leaves the planner statistics and the visibility map current, so plans are right at once", async () => {
    await applyCatalogue(database.db, fixtureCatalogue());
    const result = await database.db.execute(
      sql`select relname, reltuples::int as rows, relallvisible::int as visible
          from pg_class where relname in ('categories', 'subcategories', 'products')
          order by relname`,
    );
    // Both drivers answer `{ rows }`; the database handle's generic type does not say so.
    const { rows } = z
      .object({
        rows: z.array(z.object({ relname: z.string(), rows: z.number(), visible: z.number() })),
      })
      .parse(result);
    expect(rows).toEqual([
      { relname: "categories", rows: 3, visible: 1 },
      { relname: "products", rows: 7, visible: 1 },
      { relname: "subcategories", rows: 4, visible: 1 },
    ]);
  });
});
