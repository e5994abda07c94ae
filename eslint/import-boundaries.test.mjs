import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = path.resolve(import.meta.dirname, '..', 'src');
const file = (relative) => path.join(src, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('import-boundaries', plugin.rules['import-boundaries'], {
  valid: [
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from '../../lib/errors';",
    },
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from '../../../shared/constants';",
    },
    {
      filename: file('server/app.ts'),
      code: "import { x } from './features/shopping/shopping.routes';",
    },
    {
      filename: file('client/features/planning/page.tsx'),
      code: "import { Button } from '../../components/ui/button';",
    },
    { filename: file('shared/constants.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: file('shared/constants.ts'),
      code: "import { x } from '../server/env';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('shared/constants.ts'),
      code: "import { x } from '../client/lib/i18n';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('client/lib/api.ts'),
      code: "import { createApp } from '../../server/app';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('server/lib/x.ts'),
      code: "export * from '../../client/lib/i18n';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('server/features/shopping/shopping.routes.ts'),
      code: "import { x } from '../planning/planning.service';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: file('client/features/planning/page.tsx'),
      code: "const m = import('../shopping/components/list');",
      errors: [{ messageId: 'feature' }],
    },
  ],
});
