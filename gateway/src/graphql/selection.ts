import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for `name` among the fields of the value this resolver returns
 * (through inline fragments and named fragments too), so a resolver can start the upstream reads
 * of its child fields at once instead of one after the other. Directives (@skip, @include) are
 * not evaluated: a field they leave out is taken as asked for, which costs at most a read.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    set?.selections.some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name;
      if (selection.kind === 'InlineFragment') return within(selection.selectionSet);
      const fragment = selection.name.value;
      if (seen.has(fragment)) return false;
      seen.add(fragment);
      return within(info.fragments[fragment]?.selectionSet);
    }) ?? false;
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
