// Domain tables (pickables, letters, shipments, plan groups, lines, presets, zones, labels, …) are
// declared here, one interface per table of migrations/002_domain.sql.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the domain migration
export interface DomainTables {}
