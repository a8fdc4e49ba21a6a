/**
 * One value per Firestore instance (one project), made on first use: the in-process caches keep their entries per
 * database, so tests (and any multi-project use) never see another project's data. Held weakly, so a dropped
 * instance takes its cache with it.
 */
export function perDatabase<T>(make: () => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}
