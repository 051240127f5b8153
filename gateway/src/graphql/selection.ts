import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for the field at `path` below the value this resolver returns
 * (`selectsField(info, 'a')`: a child field; `selectsField(info, 'a', 'b')`: field b of field a),
 * through inline and named fragments too, so a resolver can start the upstream reads of its
 * child fields at once, or leave out of an upstream read what nobody asked for. Directives
 * (@skip, @include) are not evaluated: a field they leave out is taken as asked for, which costs
 * at most a read.
 */
export function selectsField(info: GraphQLResolveInfo, ...path: readonly string[]): boolean {
  let sets = info.fieldNodes.map((node) => node.selectionSet);
  for (const name of path) {
    sets = fieldsNamed(info, sets, name).map((field) => field.selectionSet);
    if (sets.length === 0) return false;
  }
  return true;
}

/** The fields called `name` in these selection sets, fragments followed. */
function fieldsNamed(
  info: GraphQLResolveInfo,
  sets: readonly (SelectionSetNode | undefined)[],
  name: string,
): FieldNode[] {
  const found: FieldNode[] = [];
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const set of sets) visit(set);
  return found;
}
