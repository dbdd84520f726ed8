import type { LanguageModel } from "../types";

// Data-access calls that look records up. What they return comes from the store (or from the
// receiver, when that is itself input), not from the id or filter that selected it: a post found by
// the request's id is a post, and showing its title or redirecting to it carries no input. The
// query text itself is still checked where it is built (SQL and NoSQL injection sinks).

const any = (methods: string[]) => methods.map((m) => `*#${m}`);

/** Django's managers and shortcuts, SQLAlchemy and Flask-SQLAlchemy queries. */
export const pythonLookups: Partial<LanguageModel> = {
  lookups: [
    ...["get", "filter", "exclude", "first", "last", "get_or_create", "in_bulk"].map((m) => `objects#${m}`),
    ...["get", "get_or_404", "filter_by", "first_or_404", "one_or_none"].map((m) => `query#${m}`),
    // Narrowing a query keeps it a query of the store, whatever values select the rows.
    ...["filter", "exclude", "filter_by"].map((m) => `*#${m}`),
    ...["get_object_or_404", "get_list_or_404"].flatMap((f) => [f, `*#${f}`]),
  ],
  // A model's manager answers with its records, through its own methods too (`current(lang)`);
  // those that create, update or annotate rows give back what they were given.
  lookupReceivers: [{ receiver: "objects", except: /^(create|update|bulk_|annotate|alias|extra)/ }],
};

/** Mongoose, Sequelize, Prisma and TypeORM finders. */
export const javascriptLookups: Partial<LanguageModel> = {
  lookups: any([
    "findById",
    "findOne",
    "findByPk",
    "findAll",
    "findUnique",
    "findUniqueOrThrow",
    "findFirst",
    "findFirstOrThrow",
    "findMany",
    "findOneBy",
    "findOneByOrFail",
    "findOneOrFail",
    "where",
    "andWhere",
    "orWhere",
  ]),
};

/** Eloquent and Doctrine repositories. */
export const phpLookups: Partial<LanguageModel> = {
  lookups: any(["first", "firstWhere", "where", "orWhere", "whereIn"]),
  // Repository and ORM lookups by any name (Eloquent's findOrFail, Doctrine's findOneBy, an
  // application's findBySlug) and a query's firstOrFail.
  lookupMethods: [/^find([A-Z]\w*)?$/, /^firstOrFail$/],
};

/** Spring Data repositories, JPA's entity manager and Spring JDBC (rows and counts). */
export const javaLookups: Partial<LanguageModel> = {
  lookups: [
    ...any(["findById", "findOne", "findAll", "getById", "getReferenceById", "getOne"]),
    "EntityManager#find",
    "EntityManager#getReference",
    ...["JdbcTemplate", "NamedParameterJdbcTemplate"].flatMap((t) =>
      [
        "query",
        "queryForList",
        "queryForObject",
        "queryForMap",
        "queryForRowSet",
        "queryForStream",
        "update",
        "batchUpdate",
      ].map((m) => `${t}#${m}`),
    ),
  ],
};

/** Entity Framework sets and LINQ's element picks (which keep a tainted receiver's taint). */
export const csharpLookups: Partial<LanguageModel> = {
  lookups: any([
    "Find",
    "FindAsync",
    "First",
    "FirstAsync",
    "FirstOrDefault",
    "FirstOrDefaultAsync",
    "Single",
    "SingleAsync",
    "SingleOrDefault",
    "SingleOrDefaultAsync",
  ]),
};
