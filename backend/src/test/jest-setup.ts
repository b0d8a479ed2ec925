// Each backend test file opens and migrates its own database in beforeAll: a second or two
// for PGlite alone, much more when CI runs both engines' suites on 2 busy cores.
jest.setTimeout(30_000);
