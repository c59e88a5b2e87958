// A section of modules (heroSection, mainSection …). Each entry is validated by the schema of
// the module its `component` names, with problems reported at their full path
// (`template.mainSection[2].title`). Entries naming an unknown module are dropped here and
// reported as warnings at sync (SPEC §8 "unknown component name"). Pipeline-only (zod).
import { z } from 'zod';
import { isModuleName, moduleDefinitions, type ModuleData } from '../../generated/module-definitions.ts';

export const ModuleListSchema = z.array(z.unknown()).transform((items, context) => {
  const modules: unknown[] = [];
  items.forEach((item, index) => {
    const name = typeof item === 'object' && item !== null ? (item as { component?: unknown }).component : undefined;
    if (typeof name !== 'string') {
      context.addIssue({ code: 'custom', message: 'Required: the name of a module', path: [index, 'component'] });
      return;
    }
    if (!isModuleName(name)) return;
    const result = moduleDefinitions[name].schema.safeParse(item);
    if (result.success) modules.push(result.data);
    else for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', path: [index, ...issue.path] });
  });
  // Resolvers run later, at build; until then a module holds its validated CMS props.
  return modules as ModuleData[];
});
