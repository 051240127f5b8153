// Imported first by benchmarks that measure the gateway: GraphQL's library runs extra checks on
// every type test unless NODE_ENV is 'production', as it is in a deployment (docs/production.md).
// Setting it here, before any other module is evaluated, measures what runs there.
process.env.NODE_ENV = 'production';
