/**
 * A short readable name for a schema location: `User.firstName`, `Board.routers[].rules[]`,
 * `ErrorBody.code`, or `createBuilderSession 201` for a schema written inline in an operation.
 *
 * @example
 * describeLocation(['components', 'schemas', 'User', 'properties', 'name']); // 'User.name'
 */
export function describeLocation(location: readonly (string | number)[]): string {
  let name: string;
  let rest: readonly (string | number)[];
  if (location[0] === 'components') {
    name = String(location[2]);
    rest = location.slice(3);
  } else if (location[0] === 'paths') {
    name = `${String(location[2]).toUpperCase()} ${String(location[1])}`;
    rest = location.slice(3);
  } else {
    name = location.map(String).join('.');
    rest = [];
  }
  let text = name;
  for (let index = 0; index < rest.length; index += 1) {
    const segment = rest[index];
    if (segment === 'properties' || segment === 'content' || segment === 'schema') {
      if (segment === 'properties' && rest[index + 1] !== undefined) {
        text += `.${String(rest[index + 1])}`;
        index += 1;
      }
    } else if (segment === 'items') text += '[]';
    else if (segment === 'allOf' || segment === 'anyOf' || segment === 'oneOf') {
      index += 1;
    } else if (segment === 'responses') {
      text += ` ${String(rest[index + 1])}`;
      index += 1;
    } else if (segment === 'application/json') continue;
    else text += `.${String(segment)}`;
  }
  return text;
}
