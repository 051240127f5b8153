import {
  getNamedType,
  isAbstractType,
  TypeInfo,
  TypeNameMetaFieldDef,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * Whether a subscription's answer to an event depends on nothing but the event: then every
 * subscriber of one document who is handed the same event gets the same answer, and it is
 * worked out once for all of them (execute.ts). So it is when, below the subscription's
 * root field:
 * - no field has a resolver of its own (a resolver may read the subscriber's context); fields
 *   without one are read from their parent object, and `__typename` names the field's type;
 *   the root field itself may have `subscribe` (it makes each subscriber's stream) but no
 *   `resolve`;
 * - no field is of an interface or union type (its resolveType is code of the schema's);
 * - no variable is read (by an argument or an @include/@skip); the root field's arguments are
 *   the subscribe resolver's, read once when the subscriber subscribes.
 * Every fragment of the document is looked at, whether the operation spreads it or not.
 */
export function answersFromEventAlone(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  const subscriptionType = schema.getSubscriptionType();
  if (operation.operation !== 'subscription' || !subscriptionType) return false;
  const typeInfo = new TypeInfo(schema);
  let alone = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      VariableDefinition: () => false,
      Field() {
        const field = typeInfo.getFieldDef();
        if (!field || isAbstractType(getNamedType(field.type))) alone = false;
        else if (field.resolve && field !== TypeNameMetaFieldDef) alone = false;
      },
      // The root field's own arguments are its subscribe resolver's (not those of a directive).
      Argument: () =>
        typeInfo.getDirective() === null && typeInfo.getParentType() === subscriptionType
          ? false
          : undefined,
      Variable() {
        alone = false;
      },
    }),
  );
  return alone;
}
