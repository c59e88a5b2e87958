// A section of modules (heroSection, mainSection …). Each entry is validated by the schema of
// the module its `component` names. An entry naming a module the library does not have, or whose
// content fails its module's schema, becomes a stand-in at its place (site/lib/left-out.ts), the
// failing fields named inside the module (`items[0].title`); sync reports it with its full path
// (`template.mainSection[2].items[0].title`) and takes it out of what is published
// (pipeline/sync/validate.ts). An entry without a module name fails the list. Pipeline-only (zod).
import { z } from 'zod';
import { isModuleName, moduleDefinitions, type ModuleData } from '../../generated/module-definitions.ts';
import { friendlyMessage } from '../../content/schema/problems.ts';
import { fieldName, leftOutStandIn } from '../lib/left-out.ts';

export const ModuleListSchema = z.array(z.unknown()).transform((items, context) => {
  const modules: unknown[] = [];
  items.forEach((item, index) => {
    const name = typeof item === 'object' && item !== null ? (item as { component?: unknown }).component : undefined;
    if (typeof name !== 'string') {
      context.addIssue({ code: 'custom', message: 'Required: the name of a module', path: [index, 'component'] });
      return;
    }
    if (!isModuleName(name)) return void modules.push(leftOutStandIn(name));
    const result = moduleDefinitions[name].schema.safeParse(item);
    if (result.success) modules.push(result.data);
    else {
      const invalid = result.error.issues.map((issue) => ({ field: fieldName(issue.path), message: friendlyMessage(issue.message) }));
      modules.push(leftOutStandIn(name, invalid));
    }
  });
  // Resolvers run later, at build; until then a module holds its validated CMS props.
  return modules as ModuleData[];
});
