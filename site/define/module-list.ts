// A section of modules (heroSection, mainSection …). Each entry is validated by the schema of
// the module its `component` names, with problems reported at their full path
// (`template.mainSection[2].title`). An entry naming a module the library does not have becomes
// a stand-in at its place (site/lib/left-out.ts); sync reports it and takes it out of what is
// published (pipeline/sync/validate.ts). Pipeline-only (zod).
import { z } from 'zod';
import { isModuleName, moduleDefinitions, type ModuleData } from '../../generated/module-definitions.ts';
import { leftOutStandIn } from '../lib/left-out.ts';

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
    else for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', path: [index, ...issue.path] });
  });
  // Resolvers run later, at build; until then a module holds its validated CMS props.
  return modules as ModuleData[];
});
